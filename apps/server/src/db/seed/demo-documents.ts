import type { ContentBlock, DocumentSlug } from '@parallax/core/contracts/documents';
import type { Language } from '@parallax/core/platform';
import { h1, h2, h3, img, ol, p, table, ul } from './demo-blocks.js';

/**
 * The document pages of the demo (spec 1 §2 other pages) in en and es. Written for the demo
 * operator "Parallax"; the addresses use the reserved `.example` domain.
 */
export type DemoDocument = {
  title: string;
  description: string;
  updatedAt: string;
  blocks: ContentBlock[];
};

const UPDATED = '2026-09-01';

const cookiePolicy: Record<Language, DemoDocument> = {
  en: {
    title: 'Cookie policy',
    description:
      'Which cookies and local storage Parallax uses, why it needs them and how you can control them.',
    updatedAt: UPDATED,
    blocks: [
      h1('Cookie policy'),
      p(
        'This policy explains which cookies and similar storage Parallax uses on its website and in the Parallax app, why, and how you can control them. Read it together with our privacy policy.',
      ),
      h2('What cookies are'),
      p(
        'Cookies are small text files a website stores in your browser and receives back with each request. We also use your browser’s local storage, which works in a similar way but is never sent to our servers on its own.',
      ),
      h2('Cookies we set'),
      p(
        'Parallax sets only cookies that are strictly necessary for the service to work. They do not track you across other websites.',
      ),
      table(
        'Cookies set by Parallax',
        ['Name', 'Purpose', 'Duration'],
        [
          ['parallax_at', 'Keeps you signed in (a short-lived access token).', '30 days'],
          ['parallax_rt', 'Renews your sign-in without asking for your password.', '30 days'],
          [
            'parallax_session',
            'Tells the app when your sign-in needs renewing; it holds no personal data.',
            '30 days',
          ],
          [
            'parallax_csrf',
            'Protects your account against forged requests from other sites.',
            'Until you close the browser',
          ],
        ],
      ),
      p(
        'When Parallax is served over https, each of these names starts with __Host- (for example __Host-parallax_at): the browser then accepts the cookie only from this exact site over a secure connection.',
      ),
      h2('Local storage'),
      table(
        'What Parallax keeps in local storage',
        ['Name', 'Purpose'],
        [
          ['parallax_language', 'The language you chose.'],
          ['parallax_device_id', 'A random identifier for this device, used to sign it in.'],
          ['parallax_cart', 'Your cart before you sign in.'],
          ['parallax_source', 'The campaign that brought you to Parallax, for partner payouts.'],
        ],
      ),
      h2('Analytics and advertising'),
      p(
        'Parallax uses no advertising cookies and no third-party analytics cookies. If we ever add any, we will ask for your consent first and update this page.',
      ),
      h2('Your choices'),
      ul(
        'You can delete cookies and site data in your browser settings at any time.',
        'Blocking strictly necessary cookies signs you out and stops the cart from working.',
        'Clearing site data also removes what Parallax keeps in local storage.',
      ),
      h3('Signing in with Google or X'),
      p(
        'When you choose social sign-in, Google or X sets its own cookies on its own website, under its own policy.',
      ),
      h2('Contact'),
      p('Questions about this policy: privacy@parallax.example.'),
    ],
  },
  es: {
    title: 'Política de cookies',
    description:
      'Qué cookies y qué almacenamiento local usa Parallax, para qué los necesita y cómo puedes controlarlos.',
    updatedAt: UPDATED,
    blocks: [
      h1('Política de cookies'),
      p(
        'Esta política explica qué cookies y qué almacenamiento similar usa Parallax en su sitio web y en la app de Parallax, para qué, y cómo puedes controlarlos. Léela junto con nuestra política de privacidad.',
      ),
      h2('Qué son las cookies'),
      p(
        'Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador y recibe de vuelta con cada petición. También usamos el almacenamiento local del navegador, que funciona de forma parecida pero nunca se envía por sí solo a nuestros servidores.',
      ),
      h2('Cookies que usamos'),
      p(
        'Parallax solo usa cookies estrictamente necesarias para que el servicio funcione. No te siguen por otros sitios web.',
      ),
      table(
        'Cookies de Parallax',
        ['Nombre', 'Finalidad', 'Duración'],
        [
          [
            'parallax_at',
            'Mantiene tu sesión iniciada (un token de acceso de corta vida).',
            '30 días',
          ],
          ['parallax_rt', 'Renueva tu sesión sin pedirte la contraseña.', '30 días'],
          [
            'parallax_session',
            'Indica a la app cuándo hay que renovar la sesión; no contiene datos personales.',
            '30 días',
          ],
          [
            'parallax_csrf',
            'Protege tu cuenta frente a peticiones falsificadas desde otros sitios.',
            'Hasta que cierres el navegador',
          ],
        ],
      ),
      p(
        'Cuando Parallax se sirve por https, cada uno de estos nombres empieza por __Host- (por ejemplo __Host-parallax_at): así el navegador solo acepta la cookie de este mismo sitio y por una conexión segura.',
      ),
      h2('Almacenamiento local'),
      table(
        'Lo que Parallax guarda en el almacenamiento local',
        ['Nombre', 'Finalidad'],
        [
          ['parallax_language', 'El idioma que elegiste.'],
          [
            'parallax_device_id',
            'Un identificador aleatorio de este dispositivo, para iniciar sesión en él.',
          ],
          ['parallax_cart', 'Tu carrito antes de iniciar sesión.'],
          [
            'parallax_source',
            'La campaña por la que llegaste a Parallax, para pagar a nuestros socios.',
          ],
        ],
      ),
      h2('Analítica y publicidad'),
      p(
        'Parallax no usa cookies publicitarias ni cookies de analítica de terceros. Si alguna vez las añadimos, te pediremos antes tu consentimiento y actualizaremos esta página.',
      ),
      h2('Tus opciones'),
      ul(
        'Puedes borrar las cookies y los datos del sitio en la configuración del navegador cuando quieras.',
        'Si bloqueas las cookies estrictamente necesarias, se cerrará tu sesión y el carrito dejará de funcionar.',
        'Al borrar los datos del sitio también se elimina lo que Parallax guarda en el almacenamiento local.',
      ),
      h3('Inicio de sesión con Google o X'),
      p(
        'Si eliges iniciar sesión con una red social, Google o X usan sus propias cookies en su propio sitio web, según su propia política.',
      ),
      h2('Contacto'),
      p('Preguntas sobre esta política: privacy@parallax.example.'),
    ],
  },
};

const privacyPolicy: Record<Language, DemoDocument> = {
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

const termsOfService: Record<Language, DemoDocument> = {
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

const usc2257: Record<Language, DemoDocument> = {
  en: {
    title: '18 U.S.C. 2257 statement',
    description:
      'Parallax’s statement on the record-keeping requirements of 18 U.S.C. § 2257 and the ages of the people in its content.',
    updatedAt: UPDATED,
    blocks: [
      h1('18 U.S.C. 2257 record-keeping requirements compliance statement'),
      p(
        'Parallax publishes photographic and video content of landscapes, space, architecture, travel and sport.',
      ),
      p(
        'No content on this website or in the Parallax app contains actual or simulated sexually explicit conduct as defined in 18 U.S.C. § 2256(2)(A). The record-keeping requirements of 18 U.S.C. § 2257 and 28 C.F.R. Part 75 therefore do not apply to it.',
      ),
      h2('People in our content'),
      p(
        'Every person who appears in Parallax content — hosts, guides and athletes — was 18 years of age or older at the time of production. Parallax keeps a signed release and proof of age for each of them.',
      ),
      img(
        19,
        'Skiers on a sunny slope below snow-capped peaks',
        'A scene from First Tracks. The athletes in our sport scenes were all adults when filmed.',
      ),
      h2('How content is published'),
      p(
        'Parallax does not publish user uploads in its store. Every pack is produced or licensed by Parallax and reviewed before release.',
      ),
      h2('Custodian of records'),
      p('Questions about this statement: Custodian of Records, Parallax, legal@parallax.example.'),
    ],
  },
  es: {
    title: 'Declaración 18 U.S.C. 2257',
    description:
      'La declaración de Parallax sobre los requisitos de registro de 18 U.S.C. § 2257 y la edad de las personas que aparecen en su contenido.',
    updatedAt: UPDATED,
    blocks: [
      h1('Declaración de cumplimiento de los requisitos de registro de 18 U.S.C. 2257'),
      p(
        'Parallax publica contenido fotográfico y de vídeo de paisajes, espacio, arquitectura, viajes y deporte.',
      ),
      p(
        'Ningún contenido de este sitio web ni de la app de Parallax incluye conducta sexualmente explícita, real o simulada, según la define 18 U.S.C. § 2256(2)(A). Por tanto, no le son aplicables los requisitos de registro de 18 U.S.C. § 2257 ni de 28 C.F.R. Parte 75.',
      ),
      h2('Las personas de nuestro contenido'),
      p(
        'Todas las personas que aparecen en el contenido de Parallax —presentadores, guías y deportistas— tenían 18 años o más en el momento de la producción. Parallax conserva una autorización firmada y una prueba de edad de cada una de ellas.',
      ),
      img(
        19,
        'Esquiadores en una pista soleada bajo cumbres nevadas',
        'Una escena de First Tracks. Todos los deportistas de nuestras escenas de deporte eran adultos durante el rodaje.',
      ),
      h2('Cómo se publica el contenido'),
      p(
        'Parallax no publica en su tienda contenido subido por usuarios. Cada pack lo produce o licencia Parallax y se revisa antes de publicarse.',
      ),
      h2('Custodio de los registros'),
      p(
        'Preguntas sobre esta declaración: Custodio de los registros, Parallax, legal@parallax.example.',
      ),
    ],
  },
};

const dmca: Record<Language, DemoDocument> = {
  en: {
    title: 'DMCA and copyright policy',
    description:
      'How to report content you believe infringes your copyright, how to send a counter-notice, and how to reach our copyright agent.',
    updatedAt: UPDATED,
    blocks: [
      h1('DMCA and copyright policy'),
      p(
        'Parallax respects the intellectual property of others and expects its users to do the same. We respond to notices of alleged copyright infringement that comply with the Digital Millennium Copyright Act (17 U.S.C. § 512).',
      ),
      h2('Sending a takedown notice'),
      p(
        'If you believe content available through Parallax infringes your copyright, send our copyright agent a written notice that includes:',
      ),
      ol(
        [
          'Your signature',
          'A physical or electronic signature of the copyright owner or of a person authorised to act for them.',
        ],
        ['The work', 'Identification of the copyrighted work you claim has been infringed.'],
        [
          'The material',
          'Identification of the material you claim is infringing, with enough detail for us to find it, such as the address of its content page.',
        ],
        ['Your contact details', 'Your name, postal address, telephone number and e-mail address.'],
        [
          'Good-faith statement',
          'A statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or the law.',
        ],
        [
          'Accuracy statement',
          'A statement that the information in the notice is accurate and, under penalty of perjury, that you are the owner or authorised to act for the owner.',
        ],
      ),
      h2('Our copyright agent'),
      table(
        'Where to send notices',
        ['Contact', 'Details'],
        [
          ['Agent', 'Copyright Agent, Parallax'],
          ['E-mail', 'dmca@parallax.example'],
          ['Subject line', '“DMCA notice” followed by the address of the content page'],
        ],
      ),
      h2('Counter-notices'),
      p(
        'If material you provided was removed and you believe this was a mistake or a misidentification, you can send a counter-notice to the same agent including:',
      ),
      ul(
        'your physical or electronic signature;',
        'identification of the material that was removed and where it appeared;',
        'a statement under penalty of perjury that you believe in good faith the material was removed by mistake or misidentification;',
        'your name, address and telephone number, your consent to the jurisdiction of the federal court for your district (or, outside the United States, any district where Parallax may be found), and that you will accept service of process from the person who sent the notice.',
      ),
      p(
        'We forward counter-notices to the person who sent the original notice and may restore the material in 10 to 14 business days unless they tell us they have filed a court action.',
      ),
      h2('Repeat infringers'),
      p('We close the accounts of users who repeatedly infringe copyright.'),
      h3('Misrepresentation'),
      p(
        'Under 17 U.S.C. § 512(f), anyone who knowingly misrepresents that material is infringing, or that it was removed by mistake, may be liable for damages.',
      ),
    ],
  },
  es: {
    title: 'DMCA y política de derechos de autor',
    description:
      'Cómo denunciar contenido que crees que infringe tus derechos de autor, cómo enviar una contranotificación y cómo contactar con nuestro agente.',
    updatedAt: UPDATED,
    blocks: [
      h1('DMCA y política de derechos de autor'),
      p(
        'Parallax respeta la propiedad intelectual ajena y espera lo mismo de sus usuarios. Atendemos las notificaciones de presunta infracción de derechos de autor que cumplen la Digital Millennium Copyright Act (17 U.S.C. § 512).',
      ),
      h2('Cómo enviar una notificación de retirada'),
      p(
        'Si crees que un contenido disponible en Parallax infringe tus derechos de autor, envía a nuestro agente de derechos de autor una notificación por escrito que incluya:',
      ),
      ol(
        [
          'Tu firma',
          'La firma física o electrónica del titular de los derechos o de una persona autorizada para actuar en su nombre.',
        ],
        ['La obra', 'La identificación de la obra protegida que consideras infringida.'],
        [
          'El material',
          'La identificación del material que consideras infractor, con detalle suficiente para encontrarlo, como la dirección de su página de contenido.',
        ],
        [
          'Tus datos de contacto',
          'Tu nombre, dirección postal, número de teléfono y correo electrónico.',
        ],
        [
          'Declaración de buena fe',
          'Una declaración de que crees de buena fe que el uso no está autorizado por el titular, su representante o la ley.',
        ],
        [
          'Declaración de exactitud',
          'Una declaración de que la información de la notificación es exacta y, bajo pena de perjurio, de que eres el titular o estás autorizado para actuar en su nombre.',
        ],
      ),
      h2('Nuestro agente de derechos de autor'),
      table(
        'Dónde enviar las notificaciones',
        ['Contacto', 'Datos'],
        [
          ['Agente', 'Agente de derechos de autor, Parallax'],
          ['Correo electrónico', 'dmca@parallax.example'],
          ['Asunto', '«DMCA notice» seguido de la dirección de la página del contenido'],
        ],
      ),
      h2('Contranotificaciones'),
      p(
        'Si se retiró material que aportaste y crees que fue por error o por una identificación equivocada, puedes enviar una contranotificación al mismo agente que incluya:',
      ),
      ul(
        'tu firma física o electrónica;',
        'la identificación del material retirado y del lugar donde aparecía;',
        'una declaración, bajo pena de perjurio, de que crees de buena fe que el material se retiró por error o por una identificación equivocada;',
        'tu nombre, dirección y teléfono, tu aceptación de la jurisdicción del tribunal federal de tu distrito (o, fuera de Estados Unidos, de cualquier distrito donde se encuentre Parallax) y tu compromiso de aceptar las notificaciones judiciales de quien envió la notificación.',
      ),
      p(
        'Reenviamos las contranotificaciones a quien envió la notificación original y podemos restablecer el material en un plazo de 10 a 14 días hábiles, salvo que nos informe de que ha iniciado una acción judicial.',
      ),
      h2('Infractores reincidentes'),
      p(
        'Cerramos las cuentas de los usuarios que infringen los derechos de autor de forma reiterada.',
      ),
      h3('Declaraciones falsas'),
      p(
        'Según 17 U.S.C. § 512(f), quien afirme a sabiendas y falsamente que un material es infractor, o que se retiró por error, puede ser responsable de los daños causados.',
      ),
    ],
  },
};

export const demoDocuments: Record<DocumentSlug, Record<Language, DemoDocument>> = {
  'cookie-policy': cookiePolicy,
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  'usc-2257': usc2257,
  dmca,
};
