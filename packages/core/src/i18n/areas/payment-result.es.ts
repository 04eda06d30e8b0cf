import type { Widen } from '../widen.js';
import type { paymentResultEn } from './payment-result.js';

export const paymentResultEs: Widen<typeof paymentResultEn> = {
  paymentResult: {
    title: 'Resultado del pago',
    text: 'Estamos procesando tu pago.',
    pendingTitle: 'Confirmando tu pago…',
    pendingText: 'Suele tardar unos segundos.',
    slowText:
      'Está tardando más de lo normal. Puedes salir de esta página: tu compra se completa sola y el recibo te llega por correo.',
    successTitle: '¡Gracias! Tu compra está completa',
    successText: 'El recibo va de camino a tu correo.',
    failedTitle: 'El pago no se ha realizado',
    reasons: {
      card_declined: 'Tu tarjeta ha sido rechazada. Prueba con otra tarjeta.',
      authentication_failed: 'El pago no se confirmó con tu banco.',
      canceled: 'Saliste de la página de pago antes de pagar.',
      trial_already_used:
        'La prueba es para clientes nuevos y esta cuenta ya ha tenido una suscripción. Te hemos reembolsado el pago completo.',
      trial_card_used:
        'Esta tarjeta ya se usó para una prueba, así que la prueba no puede empezar. Te hemos reembolsado el pago completo. Puedes suscribirte al precio normal.',
      other: 'No se pudo completar el pago.',
    },
    cartKept: 'Tu carrito se conserva para que puedas intentarlo de nuevo.',
    backToCart: 'Volver al carrito',
    owned: 'Tuyo',
    presale: 'Preventa: todos sus packs, actuales y futuros',
    subscription: 'Suscripción, activa desde ahora',
    total: 'Total pagado',
    card: 'Tarjeta terminada en {{pan}}',
    openLibrary: 'Abrir tu biblioteca',
    continue: 'Seguir comprando',
    setPasswordTitle: 'Un paso más: elige una contraseña',
    setPasswordText:
      'Lo que has comprado está guardado en tu nueva cuenta. Elige una contraseña para abrir tu biblioteca e iniciar sesión en tu visor.',
    setPassword: 'Elegir contraseña',
    signInToSee: 'Inicia sesión con la cuenta que pagó para ver este pago.',
    notFound: 'No se encontró este pago.',
    toastSuccess: 'Tu compra está completa.',
    toastFailed: 'Tu pago no se ha realizado.',
  },
};
