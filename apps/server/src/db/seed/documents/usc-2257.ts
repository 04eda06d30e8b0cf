import type { Language } from '@parallax/core/platform';
import { h1, h2, img, p } from '../demo-blocks.js';
import { UPDATED, type DemoDocument } from './demo-document.js';

export const usc2257: Record<Language, DemoDocument> = {
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
