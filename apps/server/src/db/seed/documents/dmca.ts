import type { Language } from '@parallax/core/platform';
import { h1, h2, h3, ol, p, table, ul } from '../demo-blocks.js';
import { UPDATED, type DemoDocument } from './demo-document.js';

export const dmca: Record<Language, DemoDocument> = {
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
