import type { Language } from '@parallax/core/platform';
import { h1, h2, ol, p, table, ul } from '../demo-blocks.js';
import { UPDATED, type DemoDocument } from './demo-document.js';

export const privacyPolicy: Record<Language, DemoDocument> = {
  en: {
    title: 'Privacy policy',
    description:
      'What personal data Parallax processes when you browse, buy and watch, why, for how long, and your rights.',
    updatedAt: UPDATED,
    blocks: [
      h1('Privacy policy'),
      p(
        'Parallax runs a store and player for VR and 2D content. This policy explains what personal data we process when you browse the store, create an account, buy content or use the app in your headset, why we do it and what rights you have.',
      ),
      h2('Who is responsible'),
      p(
        'Parallax is the controller of your personal data. You can reach our privacy team at privacy@parallax.example.',
      ),
      h2('What we collect'),
      table(
        'Personal data we process',
        ['Data', 'Examples', 'Why we need it'],
        [
          [
            'Account data',
            'Username, e-mail address, password (kept only as a salted hash), language',
            'To create and secure your account and to write to you',
          ],
          [
            'Sign-in data',
            'Your identity at Google or X when you use social sign-in; session tokens',
            'To sign you in and keep you signed in',
          ],
          [
            'Purchases',
            'Packs and plans bought, amounts, the last digits of the card, the payment reference',
            'To deliver what you bought, keep accounting records and handle refunds',
          ],
          [
            'Device data',
            'A random device identifier, platform (web, desktop app, headset), app version',
            'To pair headsets, list your devices and keep downloads working offline',
          ],
          [
            'In-VR settings',
            'Dominant hand, snap movements, hand rendering',
            'To make the player behave the way you chose',
          ],
          [
            'Technical logs',
            'IP address, request identifiers, error reports',
            'To keep the service secure and fix faults',
          ],
        ],
      ),
      p(
        'We never record your surroundings, camera or microphone, and we do not track where you look inside a scene.',
      ),
      h2('Legal bases'),
      ul(
        'Performance of our contract with you: your account, purchases, downloads and playback.',
        'Legal obligations: tax and accounting records.',
        'Legitimate interests: security, fraud prevention and improving the service, weighed against your rights.',
        'Consent: marketing e-mails and push notifications, which you can withdraw at any time.',
      ),
      h2('How long we keep data'),
      p(
        'We keep account data while your account exists. When you delete your account in the control panel, your profile, library and sessions are deleted at once; purchase records are kept for the period tax law requires. Technical logs are deleted after 30 days.',
      ),
      h2('Who we share data with'),
      ul(
        'Payment providers, to process your payments under their own privacy policies.',
        'Our e-mail delivery service, to send sign-in codes and receipts.',
        'Hosting providers, who store data for us under contract.',
        'Public authorities, where the law requires it.',
      ),
      p('We do not sell personal data and we do not share it for advertising.'),
      h2('Your rights'),
      ol(
        ['Access', 'Ask for a copy of the personal data we hold about you.'],
        ['Correction', 'Fix your name, e-mail or settings in the control panel, or ask us to.'],
        [
          'Deletion',
          'Delete your account from the control panel at any time; an active subscription has to be cancelled first.',
        ],
        ['Portability', 'Receive your account data in a machine-readable format.'],
        [
          'Objection',
          'Unsubscribe from e-mails with the link in every message and turn off push notifications in your browser.',
        ],
        [
          'Complaint',
          'Contact your data protection authority if you think we have not handled your data lawfully.',
        ],
      ),
      h2('Age'),
      p(
        'Parallax is for people aged 18 and over, and we do not knowingly collect data from anyone younger. If you believe a minor has created an account, write to us and we will delete it.',
      ),
      h2('Changes to this policy'),
      p(
        'When we change this policy we update the date on this page and, for significant changes, tell signed-in users by e-mail or in the app.',
      ),
    ],
  },
  es: {
    title: 'Política de privacidad',
    description:
      'Qué datos personales trata Parallax cuando navegas, compras y ves contenido, para qué, durante cuánto tiempo y cuáles son tus derechos.',
    updatedAt: UPDATED,
    blocks: [
      h1('Política de privacidad'),
      p(
        'Parallax gestiona una tienda y un reproductor de contenido VR y 2D. Esta política explica qué datos personales tratamos cuando navegas por la tienda, creas una cuenta, compras contenido o usas la app en tu visor, para qué lo hacemos y qué derechos tienes.',
      ),
      h2('Responsable del tratamiento'),
      p(
        'Parallax es responsable del tratamiento de tus datos personales. Puedes escribir a nuestro equipo de privacidad en privacy@parallax.example.',
      ),
      h2('Qué datos recogemos'),
      table(
        'Datos personales que tratamos',
        ['Datos', 'Ejemplos', 'Para qué los necesitamos'],
        [
          [
            'Datos de la cuenta',
            'Nombre de usuario, correo electrónico, contraseña (guardada solo como hash con sal), idioma',
            'Para crear y proteger tu cuenta y escribirte',
          ],
          [
            'Datos de inicio de sesión',
            'Tu identidad en Google o X si inicias sesión con ellos; tokens de sesión',
            'Para iniciar tu sesión y mantenerla abierta',
          ],
          [
            'Compras',
            'Packs y planes comprados, importes, los últimos dígitos de la tarjeta, la referencia del pago',
            'Para entregarte lo que compraste, llevar la contabilidad y gestionar reembolsos',
          ],
          [
            'Datos del dispositivo',
            'Un identificador aleatorio, la plataforma (web, app de escritorio, visor), la versión de la app',
            'Para vincular visores, listar tus dispositivos y que las descargas funcionen sin conexión',
          ],
          [
            'Ajustes de VR',
            'Mano dominante, movimientos por saltos, representación de las manos',
            'Para que el reproductor se comporte como elegiste',
          ],
          [
            'Registros técnicos',
            'Dirección IP, identificadores de petición, informes de errores',
            'Para mantener el servicio seguro y corregir fallos',
          ],
        ],
      ),
      p(
        'Nunca grabamos tu entorno, tu cámara ni tu micrófono, y no registramos hacia dónde miras dentro de una escena.',
      ),
      h2('Bases legales'),
      ul(
        'Ejecución del contrato contigo: tu cuenta, compras, descargas y reproducción.',
        'Obligaciones legales: registros fiscales y contables.',
        'Interés legítimo: seguridad, prevención del fraude y mejora del servicio, ponderados con tus derechos.',
        'Consentimiento: correos comerciales y notificaciones push, que puedes retirar cuando quieras.',
      ),
      h2('Cuánto tiempo conservamos los datos'),
      p(
        'Conservamos los datos de la cuenta mientras exista. Cuando eliminas tu cuenta en el panel de control, tu perfil, tu biblioteca y tus sesiones se borran al momento; los registros de compra se conservan durante el plazo que exige la normativa fiscal. Los registros técnicos se borran a los 30 días.',
      ),
      h2('Con quién compartimos datos'),
      ul(
        'Proveedores de pago, para procesar tus pagos según sus propias políticas de privacidad.',
        'Nuestro servicio de envío de correo, para mandarte códigos de acceso y recibos.',
        'Proveedores de alojamiento, que guardan datos por cuenta nuestra bajo contrato.',
        'Autoridades públicas, cuando la ley lo exige.',
      ),
      p('No vendemos datos personales ni los compartimos con fines publicitarios.'),
      h2('Tus derechos'),
      ol(
        ['Acceso', 'Pide una copia de los datos personales que tenemos sobre ti.'],
        [
          'Rectificación',
          'Corrige tu nombre, tu correo o tus ajustes en el panel de control, o pídenos que lo hagamos.',
        ],
        [
          'Supresión',
          'Elimina tu cuenta desde el panel de control cuando quieras; antes hay que cancelar cualquier suscripción activa.',
        ],
        ['Portabilidad', 'Recibe los datos de tu cuenta en un formato legible por máquina.'],
        [
          'Oposición',
          'Date de baja de los correos con el enlace de cada mensaje y desactiva las notificaciones push en tu navegador.',
        ],
        [
          'Reclamación',
          'Acude a tu autoridad de protección de datos si crees que no hemos tratado tus datos conforme a la ley.',
        ],
      ),
      h2('Edad'),
      p(
        'Parallax es para mayores de 18 años y no recogemos a sabiendas datos de menores. Si crees que un menor ha creado una cuenta, escríbenos y la eliminaremos.',
      ),
      h2('Cambios en esta política'),
      p(
        'Cuando cambiemos esta política actualizaremos la fecha de esta página y, si los cambios son importantes, avisaremos a los usuarios registrados por correo o en la app.',
      ),
    ],
  },
};
