import type { Widen } from '../widen.js';
import type { noticesEn } from './notices.js';

export const noticesEs: Widen<typeof noticesEn> = {
  notices: {
    purchase: {
      title: 'Tu compra está lista',
      description: '{{items}} ya está en tu biblioteca.',
      button: 'Abrir biblioteca',
    },
    subscribed: {
      title: 'Tu suscripción está activa',
      description: 'Tu suscripción {{tariff}} está activa: sus paquetes ya están abiertos para ti.',
      button: 'Abrir suscripción',
    },
    presaleContent: {
      title: 'Novedad en {{category}}',
      description: '{{title}} ya está disponible y es tuyo con la preventa que compraste.',
      button: 'Ver ahora',
    },
    trialEnding: {
      title: 'Tu prueba termina en 2 días',
      description:
        'Tu prueba de {{tariff}} termina el {{date}}. Después se cobrará {{price}} en tu tarjeta; cancela antes para evitarlo.',
      button: 'Gestionar suscripción',
    },
    renewalFailed: {
      title: 'El pago de tu suscripción ha fallado',
      description:
        'No pudimos cobrar {{price}} por tu suscripción {{tariff}}. Mantienes el acceso hasta el {{date}} mientras lo volvemos a intentar.',
      button: 'Gestionar suscripción',
    },
  },
};
