import type { Language } from '@parallax/core/platform';
import { h1, h2, h3, ol, p, table, ul } from '../demo-blocks.js';
import { UPDATED, type DemoDocument } from './demo-document.js';

export const termsOfService: Record<Language, DemoDocument> = {
  en: {
    title: 'Terms of service',
    description:
      'The terms for using Parallax: your account, the licence for content packs, subscriptions, refunds and acceptable use.',
    updatedAt: UPDATED,
    blocks: [
      h1('Terms of service'),
      p(
        'These terms govern your use of the Parallax website, the Parallax app on computers and headsets, and the content packs you get through them. By creating an account or buying content you accept them.',
      ),
      h2('Your account'),
      ul(
        'You must be 18 or older to create an account.',
        'Keep your password secret; you are responsible for what happens under your account.',
        'One account per person. Accounts cannot be sold or transferred.',
      ),
      h2('Content packs and your licence'),
      p(
        'When you buy a content pack you get a personal, non-exclusive, non-transferable licence to watch it on your own devices for private, non-commercial use. The content remains the property of Parallax and its creators.',
      ),
      ul(
        'You may download packs to your devices for offline viewing, within the download limit shown in the app.',
        'You may not copy, share, resell, show in public or upload the content anywhere else.',
        'You may not remove watermarks or get around protection measures.',
      ),
      h2('Prices and payment'),
      p(
        'Prices are shown in US dollars. A promo code or discount applies only to the items and period it names, and cannot be exchanged for cash.',
      ),
      h2('Subscriptions'),
      table(
        'Subscription plans',
        ['Plan', 'Billing', 'Access'],
        [
          [
            'Monthly',
            'Every month until cancelled; may start with a trial',
            'Every pack in the store while it is active',
          ],
          [
            'Annual',
            'Every year until cancelled',
            'Every pack, including packs exclusive to annual and lifetime members',
          ],
          [
            'Lifetime',
            'One payment',
            'Every pack, including exclusives, for as long as the service runs',
          ],
        ],
      ),
      h3('Cancelling'),
      ol(
        ['Cancel at any time', 'Open the control panel and choose Manage subscription.'],
        [
          'Keep what you paid for',
          'You keep access until the end of the period already paid, and we do not charge you again.',
        ],
        [
          'Trials',
          'If you cancel during a trial, you are not charged the regular price when the trial ends.',
        ],
      ),
      h2('Refunds'),
      p(
        'Digital content is delivered at once, so a purchase is final once you have started downloading or playing the pack, except where the law gives you a right to a refund. If a pack does not play on a supported device and our support team cannot fix it, we refund it.',
      ),
      h2('Acceptable use'),
      ul(
        'Do not try to access accounts or data that are not yours.',
        'Do not interfere with the service, for example by automated scraping or overloading it.',
        'Do not use Parallax to break the law.',
      ),
      h2('Health and safety in VR'),
      p(
        'Follow your headset maker’s safety guidance. Use VR in a clear space, take regular breaks and stop if you feel discomfort, dizziness or eye strain.',
      ),
      h2('Suspension and termination'),
      p(
        'We may suspend or close an account that breaks these terms. You can close your account at any time in the control panel.',
      ),
      h2('Changes and contact'),
      p(
        'We will tell you about material changes to these terms before they take effect. Questions: support@parallax.example.',
      ),
    ],
  },
  es: {
    title: 'Condiciones del servicio',
    description:
      'Las condiciones para usar Parallax: tu cuenta, la licencia de los packs de contenido, las suscripciones, los reembolsos y el uso aceptable.',
    updatedAt: UPDATED,
    blocks: [
      h1('Condiciones del servicio'),
      p(
        'Estas condiciones regulan el uso del sitio web de Parallax, de la app de Parallax en ordenadores y visores, y de los packs de contenido que obtienes a través de ellos. Al crear una cuenta o comprar contenido las aceptas.',
      ),
      h2('Tu cuenta'),
      ul(
        'Debes tener 18 años o más para crear una cuenta.',
        'Mantén tu contraseña en secreto; eres responsable de lo que ocurra en tu cuenta.',
        'Una cuenta por persona. Las cuentas no se pueden vender ni transferir.',
      ),
      h2('Los packs de contenido y tu licencia'),
      p(
        'Al comprar un pack de contenido obtienes una licencia personal, no exclusiva e intransferible para verlo en tus propios dispositivos con fines privados y no comerciales. El contenido sigue siendo propiedad de Parallax y de sus creadores.',
      ),
      ul(
        'Puedes descargar los packs en tus dispositivos para verlos sin conexión, dentro del límite de descargas que indica la app.',
        'No puedes copiar, compartir, revender, mostrar en público ni subir el contenido a ningún otro sitio.',
        'No puedes eliminar marcas de agua ni eludir las medidas de protección.',
      ),
      h2('Precios y pago'),
      p(
        'Los precios se muestran en dólares estadounidenses. Un código promocional o un descuento solo se aplica a los artículos y al periodo que indica, y no se puede canjear por dinero.',
      ),
      h2('Suscripciones'),
      table(
        'Planes de suscripción',
        ['Plan', 'Facturación', 'Acceso'],
        [
          [
            'Mensual',
            'Cada mes hasta que la canceles; puede empezar con una prueba',
            'Todos los packs de la tienda mientras esté activa',
          ],
          [
            'Anual',
            'Cada año hasta que la canceles',
            'Todos los packs, incluidos los exclusivos para miembros anuales y vitalicios',
          ],
          [
            'Vitalicia',
            'Un único pago',
            'Todos los packs, incluidos los exclusivos, mientras el servicio exista',
          ],
        ],
      ),
      h3('Cancelación'),
      ol(
        ['Cancela cuando quieras', 'Abre el panel de control y elige Gestionar suscripción.'],
        [
          'Conserva lo que pagaste',
          'Mantienes el acceso hasta el final del periodo ya pagado y no volvemos a cobrarte.',
        ],
        [
          'Pruebas',
          'Si cancelas durante una prueba, no se te cobra el precio normal cuando termina.',
        ],
      ),
      h2('Reembolsos'),
      p(
        'El contenido digital se entrega al instante, así que una compra es definitiva en cuanto empiezas a descargar o reproducir el pack, salvo cuando la ley te dé derecho a un reembolso. Si un pack no se reproduce en un dispositivo compatible y nuestro equipo de soporte no puede solucionarlo, te devolvemos el dinero.',
      ),
      h2('Uso aceptable'),
      ul(
        'No intentes acceder a cuentas o datos que no son tuyos.',
        'No interfieras con el servicio, por ejemplo con extracción automatizada de datos o sobrecargándolo.',
        'No uses Parallax para infringir la ley.',
      ),
      h2('Salud y seguridad en VR'),
      p(
        'Sigue las indicaciones de seguridad del fabricante de tu visor. Usa la VR en un espacio despejado, descansa con regularidad y detente si sientes malestar, mareo o fatiga visual.',
      ),
      h2('Suspensión y cierre'),
      p(
        'Podemos suspender o cerrar una cuenta que incumpla estas condiciones. Tú puedes cerrar tu cuenta cuando quieras desde el panel de control.',
      ),
      h2('Cambios y contacto'),
      p(
        'Te avisaremos de los cambios importantes en estas condiciones antes de que entren en vigor. Preguntas: support@parallax.example.',
      ),
    ],
  },
};
