import type { PackEs } from './demo-catalog-es-types.js';

/** Like seed.ts in English: the SEO title wraps the pack's name, the description is reused. */
function pack(title: string, texts: Omit<PackEs, 'seo'>): PackEs {
  return {
    ...texts,
    seo: { metaTitle: `${title} — pack VR | Parallax`, metaDescription: texts.description },
  };
}

/** Packs by slug. */
export const packsEs: Record<string, PackEs> = {
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
};

/** Scene titles, by their English title. */
export const partsEs: Record<string, string> = {
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
};
