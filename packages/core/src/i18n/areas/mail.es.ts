import type { Widen } from '../widen.js';
import type { mailEn } from './mail.js';

export const mailEs: Widen<typeof mailEn> = {
  mail: {
    signature: 'Parallax',
    code: {
      registration: {
        subject: 'Tu código de registro de Parallax',
        intro: '¡Te damos la bienvenida a Parallax!',
      },
      password_reset: {
        subject: 'Tu código para restablecer la contraseña de Parallax',
        intro: 'Alguien ha pedido restablecer la contraseña de esta cuenta.',
      },
      code: 'Tu código es {{code}}.',
      expires: 'Caduca en {{minutes}} minutos.',
      ignore: 'Si no has sido tú, puedes ignorar este correo.',
    },
    userConfirm: {
      subject: 'Termina de configurar tu cuenta de Parallax',
      ready: 'Tu cuenta de Parallax está lista.',
      choosePassword:
        'Elige una contraseña para terminar de configurarla e iniciar sesión en tus otros dispositivos.',
      action: 'Elegir contraseña',
    },
    receipt: {
      subject: 'Tu recibo de Parallax',
      thanks: 'Gracias por tu compra. Ya está en tu biblioteca.',
      order: 'Pedido {{id}}',
      promo: 'Código promocional {{code}}: −{{amount}}',
      total: 'Total pagado: {{amount}}',
      card: 'Pagado con la tarjeta terminada en {{pan}}.',
      action: 'Abrir tu biblioteca',
    },
    signInLocked: {
      subject: 'El inicio de sesión en tu cuenta de Parallax está bloqueado durante una hora',
      blocked:
        'Alguien ha introducido una contraseña incorrecta para tu cuenta de Parallax cinco veces seguidas, así que el inicio de sesión está bloqueado durante una hora.',
      restore:
        'Si has sido tú y has olvidado tu contraseña, puedes restablecerla con «¿Has olvidado tu contraseña?» al iniciar sesión: una contraseña nueva levanta el bloqueo al momento.',
      notYou: 'Si no has sido tú, tu cuenta está a salvo: el bloqueo detiene los intentos.',
      action: 'Ir a Parallax',
    },
    desk: {
      reportReceived: {
        subject: 'Hemos recibido tu denuncia',
        body: 'Gracias por avisarnos sobre «{{title}}». Un moderador la revisará y te responderá aquí y en tus notificaciones.',
      },
      supportReceived: {
        subject: 'Hemos recibido tu solicitud de soporte',
        body: 'Gracias por escribirnos. Te responderemos en esta dirección lo antes posible.',
      },
      yourMessage: 'Tu mensaje:',
      notYou: 'Si no nos has escrito, puedes ignorar este correo.',
      reference: 'Referencia: {{id}}',
      reportAnswered: {
        subject: 'Tu denuncia tiene respuesta',
        body: 'Un moderador ha respondido a tu denuncia sobre «{{title}}»:',
      },
      supportAnswered: {
        subject: 'Tu solicitud de soporte tiene respuesta',
        body: 'Nuestro equipo de soporte ha respondido a tu solicitud:',
      },
      reportForward: {
        subject: 'Denuncia de contenido: {{title}}',
        from: 'De: {{name}} <{{email}}>',
        content: 'Paquete de contenido: {{title}} ({{id}})',
      },
      supportForward: {
        subject: 'Solicitud de soporte de {{email}}',
        from: 'De: {{email}}',
        setup: 'Equipo de VR: {{setup}}. Visor: {{headset}}. GPU: {{gpu}}.',
        content: 'Enviada desde la página de {{title}} ({{id}})',
      },
      notSaid: 'sin indicar',
      openDesk: 'Abrir el escritorio del moderador',
    },
    subscription: {
      trialEnding: {
        subject: 'Tu prueba de Parallax termina en 2 días',
        body: 'Tu prueba de {{tariff}} termina el {{date}}. Entonces se cobrará {{price}} en tu tarjeta y la suscripción continuará.',
        cancel: 'Para evitarlo, cancélala antes con Gestionar suscripción.',
      },
      paymentFailed: {
        subject: 'El pago de tu suscripción de Parallax ha fallado',
        body: 'No hemos podido cobrar {{price}} por tu suscripción {{tariff}}.',
        grace:
          'Mantienes el acceso hasta el {{date}} mientras lo volvemos a intentar. Revisa tu tarjeta con tu banco.',
      },
      recovered: {
        subject: 'Tu suscripción de Parallax vuelve a estar activa',
        body: 'Hemos cobrado {{price}} por tu suscripción {{tariff}}. Dura hasta el {{date}}.',
      },
      expired: {
        subject: 'Tu suscripción de Parallax ha terminado',
        body: 'Tu suscripción {{tariff}} ha terminado y sus paquetes vuelven a estar bloqueados.',
        resubscribe: 'Puedes volver a suscribirte cuando quieras.',
      },
      cancelled: {
        subject: 'Tu suscripción de Parallax está cancelada',
        body: 'Tu suscripción {{tariff}} está cancelada: no se volverá a cobrar en tu tarjeta.',
        lastDay: 'Mantienes el acceso hasta el {{date}}.',
      },
      action: 'Abrir tu suscripción',
    },
    marketing: {
      action: 'Abrir Parallax',
      why: 'Recibes este correo porque aceptaste recibir novedades de Parallax.',
      unsubscribe: 'Darse de baja',
      unsubscribeLine: 'Darse de baja: {{url}}',
    },
  },
};
