import type { Language } from '@parallax/core/platform';
import { h1, h2, h3, p, table, ul } from '../demo-blocks.js';
import { UPDATED, type DemoDocument } from './demo-document.js';

export const cookiePolicy: Record<Language, DemoDocument> = {
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
