import type { CategoryTexts, PackTexts } from '../../modules/catalog/catalog.schema.js';
import type { ModelTexts } from '../../modules/models/models.schema.js';
import type { TagTexts } from '../../modules/tags/tags.schema.js';

/**
 * Spanish texts of the demo catalog (demo-catalog.ts), keyed as the seed keys its rows: category
 * `name`, pack `slug`, model `slug`, tag `slug`, tariff `key`. Field names are the column names the
 * seed writes (seed.ts), so a Spanish entry can be laid over a row field by field.
 *
 * Left in English on purpose: pack titles and the origins pack title (they are the products'
 * names, and the Spanish FAQ already calls the demo "Alpine Dawn"), model names, and the
 * derived SEO titles that hold nothing but such a name and "Parallax" (model `seoTitle`,
 * origins `seo.metaTitle`). demo-catalog-es.test.ts checks that every entity has its entry.
 */

export type CategoryEs = Pick<CategoryTexts, 'title' | 'description'> &
  Partial<Pick<CategoryTexts, 'presaleDescription'>>;

export type PackEs = Pick<PackTexts, 'description' | 'seo'> &
  Partial<Pick<PackTexts, 'customPriceText' | 'location' | 'role' | 'genre'>>;

export type ModelEs = Pick<ModelTexts, 'description' | 'seoDescription' | 'complexTags'> &
  Partial<Pick<ModelTexts, 'hairColor' | 'ethnicity' | 'quote'>>;

/** Every tag text; the FAQs in the same count and order as the English ones. */
export type TagEs = TagTexts;

export type OriginsPackEs = {
  descriptionLocked: string;
  descriptionUnlocked: string;
  descriptionAtStore: string;
  seo: { metaDescription: string };
  /** Same count and order (position) as the English elements. */
  elements: { titleLocked: string; titleUnlocked: string; buttonText?: string }[];
};

export type TariffEs = { name: string; description: string };

export type DemoCatalogTranslation = {
  categories: Record<string, CategoryEs>;
  packs: Record<string, PackEs>;
  /** Scene (content part) titles, keyed by the English title: the scenes are shared by packs. */
  parts: Record<string, string>;
  models: Record<string, ModelEs>;
  tags: Record<string, TagEs>;
  originsPack: OriginsPackEs;
  tariffs: Record<string, TariffEs>;
  /** Descriptions of a tariff's featureDataList, keyed by the English description (seed.ts). */
  tariffFeatures: Record<string, string>;
};

/** Like seed.ts in English: the SEO title wraps the pack's name, the description is reused. */
function pack(title: string, texts: Omit<PackEs, 'seo'>): PackEs {
  return {
    ...texts,
    seo: { metaTitle: `${title} — pack VR | Parallax`, metaDescription: texts.description },
  };
}

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

const originsAtStore = 'Completa la categoría y desbloquea extras.';

export const demoCatalogEs: DemoCatalogTranslation = {
  categories: {
    nature: {
      title: 'Montañas y naturaleza salvaje',
      description:
        'Cumbres al amanecer, valles glaciares, lagos entre bosques y cascadas, en 180° y 360°.',
    },
    space: {
      title: 'Espacio',
      description:
        'Nebulosas, planetas con anillos y la Tierra asomando sobre la superficie lunar.',
    },
    architecture: {
      title: 'Ciudades y arquitectura',
      description:
        'Siluetas urbanas de noche, torres de cristal, puentes y cascos antiguos desde los mejores miradores.',
    },
    travel: {
      title: 'Viajes',
      description: 'Dunas, playas, cañones y fiordos: el viaje sin el vuelo.',
    },
    sport: {
      title: 'Deporte — Primera temporada',
      description:
        'Junto a la pista, a pie de campo y en la ladera. Reserva ya la temporada completa.',
      presaleDescription:
        'Todos los packs de la primera temporada: los dos ya publicados y los dos que están por llegar.',
    },
  },

  packs: {
    'alpine-dawn': pack('Alpine Dawn', {
      description:
        'Contempla cómo la primera luz se derrama sobre un anillo de picos de granito desde una cresta a 3000 m. Gratis para probar en cualquier dispositivo.',
      location: 'Alpes berneses, Suiza',
      role: 'Guía de montaña',
      genre: 'Paisaje',
    }),
    'high-noon-summit': pack('High Noon Summit', {
      description: 'Cielo azul, luz dura y mil metros de caída bajo tus pies.',
      location: 'Dolomitas, Italia',
      role: 'Guía de montaña',
      genre: 'Paisaje',
    }),
    'dusk-on-the-ridge': pack('Dusk on the Ridge', {
      description: 'La última hora de sol, pintada sobre una cresta tras otra hasta el horizonte.',
      location: 'Picos de Europa, España',
      role: 'Fotógrafo',
      genre: 'Paisaje',
    }),
    'snowfield-silence': pack('Snowfield Silence', {
      description: 'Nieve recién caída hasta el horizonte y ni una sola huella salvo las tuyas.',
      location: 'Lofoten, Noruega',
      role: 'Fotógrafo',
      genre: 'Paisaje',
    }),
    'rolling-waves': pack('Rolling Waves', {
      description:
        'Siéntate en la orilla mientras el mar de fondo llega en largas olas desde alta mar.',
      location: 'Nazaré, Portugal',
      role: 'Surfista',
      genre: 'Paisaje marino',
    }),
    'under-the-surface': pack('Under the Surface', {
      description: 'Haces de luz que atraviesan el agua cristalina, a diez metros de profundidad.',
      location: 'Mar Rojo',
      role: 'Apneísta',
      genre: 'Submarino',
    }),
    'forest-lake-morning': pack('Forest Lake Morning', {
      description:
        'La niebla se levanta sobre un lago quieto como un espejo, con pinos en todas sus orillas.',
      location: 'Laponia, Finlandia',
      role: 'Fotógrafo',
      genre: 'Paisaje',
    }),
    'waterfall-valley': pack('Waterfall Valley', {
      description: 'Un valle verde con una cinta de agua que cae desde su cabecera.',
      location: 'Skógafoss, Islandia',
      role: 'Guía de montaña',
      genre: 'Paisaje',
    }),
    'nebula-drift': pack('Nebula Drift', {
      description: 'Flota entre nubes de gas luminosas donde nacen nuevas estrellas.',
      role: 'Astrofísica',
      genre: 'Espacio',
    }),
    'ringed-giant': pack('Ringed Giant', {
      description: 'Un gigante gaseoso llena medio cielo; sus anillos parten en dos la otra mitad.',
      role: 'Astrofísica',
      genre: 'Espacio',
    }),
    earthrise: pack('Earthrise', {
      description:
        'Pisa el polvo gris de la Luna y mira cómo el planeta azul se eleva sobre el horizonte.',
      role: 'Instructor de astronautas',
      genre: 'Espacio',
    }),
    'aurora-starfield': pack('Aurora Starfield', {
      description:
        'Cortinas verdes de aurora ondean bajo un cielo lleno de estrellas. Un extra para coleccionistas.',
      location: 'Tromsø, Noruega',
      role: 'Astrofísica',
      genre: 'Cielo nocturno',
    }),
    'city-lights': pack('City Lights', {
      description: 'Una azotea a medianoche, con diez mil ventanas encendidas a tu alrededor.',
      location: 'Hong Kong',
      role: 'Arquitecta',
      genre: 'Paisaje urbano',
    }),
    'glass-towers': pack('Glass Towers', {
      description: 'Mira hacia arriba entre rascacielos de espejo en una tarde luminosa.',
      location: 'Chicago, EE. UU.',
      role: 'Arquitecta',
      genre: 'Paisaje urbano',
    }),
    'bridge-at-sunset': pack('Bridge at Sunset', {
      description: 'Cables y torres recortados contra un cielo naranja.',
      customPriceText: 'Tú pones el precio: cada dólar financia nuevas grabaciones.',
      location: 'San Francisco, EE. UU.',
      role: 'Arquitecta',
      genre: 'Paisaje urbano',
    }),
    'old-town-domes': pack('Old Town Domes', {
      description: 'Campanarios y cúpulas pintadas desde una terraza escondida sobre la plaza.',
      location: 'Praga, Chequia',
      role: 'Arquitecta',
      genre: 'Patrimonio',
    }),
    'desert-dunes': pack('Desert Dunes', {
      description: 'Dunas esculpidas por el viento que brillan doradas, de cresta en cresta.',
      location: 'Wadi Rum, Jordania',
      role: 'Presentador de viajes',
      genre: 'Viajes',
    }),
    'tropical-shore': pack('Tropical Shore', {
      description: 'Agua turquesa, arena blanca y palmeras que se inclinan con la brisa.',
      location: 'Palawan, Filipinas',
      role: 'Presentador de viajes',
      genre: 'Viajes',
    }),
    'canyon-rim': pack('Canyon Rim', {
      description: 'Dos kilómetros de roca estratificada entre tú y el río que corre abajo.',
      location: 'Arizona, EE. UU.',
      role: 'Presentador de viajes',
      genre: 'Viajes',
    }),
    'northern-fjord': pack('Northern Fjord', {
      description:
        'Paredes verticales que se hunden en aguas quietas y oscuras a las puertas del Ártico.',
      location: 'Geiranger, Noruega',
      role: 'Presentador de viajes',
      genre: 'Viajes',
    }),
    'trackside-sprint': pack('Trackside Sprint', {
      description:
        'Diez segundos en la línea de meta mientras la final de los 100 m pasa como un trueno.',
      location: 'Estadio Olímpico de Estocolmo',
      role: 'Velocista',
      genre: 'Atletismo',
    }),
    pitchside: pack('Pitchside', {
      description: 'En la banda para el saque inicial, con todo el estadio a tu alrededor.',
      location: 'Estadio Municipal',
      role: 'Velocista',
      genre: 'Fútbol',
    }),
    'first-tracks': pack('First Tracks', {
      description: 'Lánzate por una ladera virgen con la primera luz del día.',
      role: 'Esquiadora',
      genre: 'Deporte de invierno',
    }),
    regatta: pack('Regatta', {
      description:
        'En cubierta mientras la flota dobla la boya de barlovento, salpicaduras incluidas.',
      role: 'Regatista',
      genre: 'Vela',
    }),
  },

  parts: {
    'Valley panorama': 'Panorámica del valle',
    'Stone circle in 3D': 'Círculo de piedras en 3D',
    'Up close in 3D': 'De cerca en 3D',
    'Sky time-lapse': 'Time-lapse del cielo',
    'Orbit in 3D': 'Órbita en 3D',
    'The cut': 'El montaje',
    'Colonnade in 3D': 'Columnata en 3D',
    'Fisheye orbit': 'Órbita en ojo de pez',
    'Canyon at noon': 'El cañón a mediodía',
    'Carousel in 3D': 'Carrusel en 3D',
    'Garden pavilion': 'Pabellón del jardín',
  },

  models: {
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
      description:
        'Velocista convertida en cineasta deportiva que te lleva hasta la línea de meta.',
      quote: 'Diez segundos pueden durar para siempre.',
      speciality: 'Atletismo',
    }),
  },

  tags: {
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
  },

  originsPack: {
    descriptionLocked:
      'Consigue todos los packs de Montañas y naturaleza salvaje para desbloquear el pack Origins: una grabación del detrás de las cámaras, una colección de fondos de pantalla y un código promocional.',
    descriptionUnlocked:
      'Gracias por completar la categoría entera. Aquí abajo tienes tus recompensas.',
    descriptionAtStore: originsAtStore,
    seo: { metaDescription: originsAtStore },
    elements: [
      {
        titleLocked: 'Detrás de las cámaras: Alpine Dawn',
        titleUnlocked: 'Detrás de las cámaras: Alpine Dawn',
      },
      {
        titleLocked: 'Colección de fondos de pantalla',
        titleUnlocked: 'Descarga la colección de fondos de pantalla',
        buttonText: 'Descargar',
      },
      {
        titleLocked: '20% de descuento en tu próximo pack',
        titleUnlocked: 'Tu código con un 20% de descuento',
        buttonText: 'Copiar',
      },
    ],
  },

  tariffs: {
    monthly: {
      name: 'Mensual',
      description: 'Todos los packs de la tienda mientras dure tu suscripción.',
    },
    annual: {
      name: 'Anual',
      description: 'Doce meses al precio de cinco y, además, packs exclusivos.',
    },
    lifetime: {
      // Feminine like "suscripción": the Spanish FAQ says "la anual y la vitalicia".
      name: 'Vitalicia',
      description: 'Paga una vez y quédate todos los packs para siempre, exclusivos incluidos.',
    },
  },

  tariffFeatures: {
    'Every pack in the store': 'Todos los packs de la tienda',
    'Offline downloads': 'Descargas sin conexión',
    'Exclusive packs': 'Packs exclusivos',
  },
};
