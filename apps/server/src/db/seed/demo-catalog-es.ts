import type { DemoCatalogTranslation } from './demo-catalog-es-types.js';
import { packsEs, partsEs } from './demo-catalog-es-packs.js';
import { modelsEs, tagsEs } from './demo-catalog-es-people.js';

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

  packs: packsEs,

  parts: partsEs,

  models: modelsEs,

  tags: tagsEs,

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
