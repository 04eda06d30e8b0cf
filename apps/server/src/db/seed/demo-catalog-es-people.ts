import type { ModelEs, TagEs } from './demo-catalog-es-types.js';

function model({
  speciality,
  ...texts
}: Omit<ModelEs, 'seoDescription' | 'complexTags'> & { speciality: string }): ModelEs {
  return {
    ...texts,
    seoDescription: texts.description,
    complexTags: [{ name: 'Especialidad', value: speciality }],
  };
}

/**
 * `topic` completes "escenas …", "packs …" and "Contenido VR …" ("de montaña", "en 360°"), which
 * the English templates get from the tag's name but Spanish cannot.
 */
function tag(texts: {
  name: string;
  description: string;
  h1Content: string;
  topic: string;
}): TagEs {
  const { topic, ...rest } = texts;
  return {
    ...rest,
    metaTitle: `Contenido VR ${topic} | Parallax`,
    metaDescription: texts.description,
    faqs: [
      {
        question: `¿Cómo veo escenas ${topic} en VR?`,
        answer:
          'Abre el pack en el navegador de tu visor y pulsa Reproducir en VR, o usa el visor 2D en cualquier pantalla.',
      },
      {
        question: `¿Puedo descargar packs ${topic} para verlos sin conexión?`,
        answer:
          'Sí: puedes descargar en tu dispositivo los packs que tengas y reproducirlos sin conexión.',
      },
    ],
  };
}

/** Models by slug. */
export const modelsEs: Record<string, ModelEs> = {
  'lena-hart': model({
    description:
      'Guía de montaña que ha dirigido más de doscientas jornadas de cumbre en los Alpes.',
    hairColor: 'Rubio',
    ethnicity: 'Europea',
    quote: 'La vista es la recompensa de cada paso.',
    speciality: 'Alpinismo',
  }),
  'tomas-reyes': model({
    description: 'Fotógrafo de paisaje que persigue la hora dorada por tres continentes.',
    hairColor: 'Negro',
    ethnicity: 'Latina',
    quote: 'La luz es la única protagonista.',
    speciality: 'Fotografía de paisaje',
  }),
  'noa-lindqvist': model({
    description: 'Apneísta y navegante que filma allí donde el mar se junta con el cielo.',
    hairColor: 'Castaño',
    ethnicity: 'Europea',
    speciality: 'Apnea',
  }),
  'maya-okafor': model({
    description: 'Astrofísica que convierte datos de telescopio en lugares que puedes pisar.',
    hairColor: 'Negro',
    ethnicity: 'Africana',
    quote: 'Estamos hechos de polvo de estrellas: ven a ver dónde se formó.',
    speciality: 'Astrofísica',
  }),
  'kenji-watanabe': model({
    description: 'Instructor de astronautas e ingeniero de vuelo.',
    hairColor: 'Negro',
    ethnicity: 'Asiática',
    quote: 'La Tierra es la mejor vista desde cualquier lugar.',
    speciality: 'Ingeniería de vuelo',
  }),
  'ines-moreau': model({
    description:
      'Arquitecta con buen ojo para la ciudad vista desde el ángulo al que nadie más se sube.',
    hairColor: 'Pelirrojo',
    ethnicity: 'Europea',
    quote: 'Los edificios son música congelada.',
    speciality: 'Arquitectura',
  }),
  'amir-haddad': model({
    description: 'Presentador de viajes que ha rodado en sesenta países sin un solo palo selfi.',
    hairColor: 'Castaño',
    ethnicity: 'De Oriente Medio',
    speciality: 'Viajes',
  }),
  'sofia-lindgren': model({
    description: 'Velocista convertida en cineasta deportiva que te lleva hasta la línea de meta.',
    quote: 'Diez segundos pueden durar para siempre.',
    speciality: 'Atletismo',
  }),
};

/** Tags by slug. */
export const tagsEs: Record<string, TagEs> = {
  mountains: tag({
    name: 'Montañas',
    description: 'Cumbres, crestas y valles glaciares.',
    h1Content: 'Montañas en VR',
    topic: 'de montaña',
  }),
  space: tag({
    name: 'Espacio',
    description: 'Planetas, nebulosas y la vista desde la órbita.',
    h1Content: 'El espacio en VR',
    topic: 'del espacio',
  }),
  architecture: tag({
    name: 'Arquitectura',
    description: 'Siluetas urbanas, puentes y cascos antiguos.',
    h1Content: 'Arquitectura en VR',
    topic: 'de arquitectura',
  }),
  travel: tag({
    name: 'Viajes',
    description: 'Desiertos, playas, cañones y fiordos.',
    h1Content: 'Viajes en VR',
    topic: 'de viajes',
  }),
  sport: tag({
    name: 'Deporte',
    description: 'Junto a la pista, a pie de campo y en la ladera.',
    h1Content: 'Deporte en VR',
    topic: 'de deporte',
  }),
  ocean: tag({
    name: 'Océano',
    description: 'Olas, arrecifes y mar abierto.',
    h1Content: 'El océano en VR',
    topic: 'del océano',
  }),
  'night-sky': tag({
    name: 'Cielo nocturno',
    description: 'Estrellas, auroras y luces de ciudad.',
    h1Content: 'El cielo nocturno en VR',
    topic: 'del cielo nocturno',
  }),
  sunrise: tag({
    name: 'Amanecer',
    description: 'La primera luz del día, en todas partes.',
    h1Content: 'Amaneceres en VR',
    topic: 'de amaneceres',
  }),
  sunset: tag({
    name: 'Atardecer',
    description: 'La hora dorada y la hora azul que le sigue.',
    h1Content: 'Atardeceres en VR',
    topic: 'de atardeceres',
  }),
  snow: tag({
    name: 'Nieve',
    description: 'Nieve polvo recién caída y silencio helado.',
    h1Content: 'Nieve en VR',
    topic: 'de nieve',
  }),
  'time-lapse': tag({
    name: 'Time-lapse',
    description: 'Horas de cielo en segundos.',
    h1Content: 'Time-lapse en VR',
    topic: 'en time-lapse',
  }),
  '360-degrees': tag({
    name: '360°',
    description: 'Mira adonde quieras: toda la esfera a tu alrededor.',
    h1Content: '360° en VR',
    topic: 'en 360°',
  }),
  '180-degrees': tag({
    name: '180°',
    description: 'La semiesfera que tienes delante, con gran detalle.',
    h1Content: '180° en VR',
    topic: 'en 180°',
  }),
  '3d-stereo': tag({
    name: '3D estéreo',
    description: 'Una imagen distinta para cada ojo, para una profundidad real.',
    h1Content: '3D estéreo en VR',
    topic: 'en 3D estéreo',
  }),
};
