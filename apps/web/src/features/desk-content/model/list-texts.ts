import type { OptionSource } from './content-kinds';

// The content forms' lists (an origins pack's elements), in English and Spanish.

type PickTexts = {
  choose: string;
  none: string;
  loading: string;
  failed: string;
  unknown: (id: string) => string;
};

const en = {
  lists: {
    elements: 'Elements',
    faqs: 'Questions of the page',
    relatedTagIds: 'Related tags',
    socialNetworksLinks: 'Social links',
    tagIds: 'Tags',
  } as Record<string, string>,
  listHints: {
    elements:
      'In the order the page shows them. A promo code needs its code, a download its link, a content pack its pack. A Spanish text left empty shows the English one.',
    faqs: 'In the order the page shows them. A Spanish text left empty shows the English one.',
    relatedTagIds: 'The tags the page links to; the page orders them by their position.',
    socialNetworksLinks: 'One link per network, an address starting with https://.',
    tagIds: 'The model’s tags; the page orders them by their position.',
  } as Record<string, string>,
  row: {
    elements: (position: number) => `Element ${position}`,
    faqs: (position: number) => `Question ${position}`,
    relatedTagIds: (position: number) => `Related tag ${position}`,
    socialNetworksLinks: (position: number) => `Link ${position}`,
    tagIds: (position: number) => `Tag ${position}`,
  } as Record<string, (position: number) => string>,
  add: {
    elements: 'Add an element',
    faqs: 'Add a question',
    relatedTagIds: 'Add a related tag',
    socialNetworksLinks: 'Add a link',
    tagIds: 'Add a tag',
  } as Record<string, string>,
  fields: {
    type: 'Type',
    titleLocked: 'Title while locked',
    titleUnlocked: 'Title once unlocked',
    buttonText: 'Button text',
    promocodeValue: 'Promo code',
    downloadLink: 'Download link',
    contentPackId: 'Content pack',
    image: 'Image',
    question: 'Question',
    answer: 'Answer',
    id: 'Tag',
    socialNetwork: 'Network',
    link: 'Address',
  } as Record<string, string>,
  choices: {
    PROMOCODE: 'Promo code',
    DOWNLOADABLE_CONTENT: 'Download',
    CONTENT_PACK: 'Content pack',
    TWITTER: 'Twitter',
    INSTAGRAM: 'Instagram',
    ONLYFANS: 'OnlyFans',
  } as Record<string, string>,
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  remove: (what: string) => `Remove ${what}`,
  none: 'None yet.',
  /** A choice of a loaded list's names: its empty option, its state while it loads. */
  picks: {
    categories: {
      choose: 'Choose a category',
      none: 'No category',
      loading: 'Loading the categories…',
      failed: 'The categories could not be loaded; the chosen one is kept.',
      unknown: (id: string) => `Category not listed (${id})`,
    },
    contentPacks: {
      choose: 'Choose a pack',
      none: 'No pack',
      loading: 'Loading the packs…',
      failed: 'The packs could not be loaded; the chosen one is kept.',
      unknown: (id: string) => `Pack not listed (${id})`,
    },
    tags: {
      choose: 'Choose a tag',
      none: 'No tag',
      loading: 'Loading the tags…',
      failed: 'The tags could not be loaded; the chosen one is kept.',
      unknown: (id: string) => `Tag not listed (${id})`,
    },
  } as Record<OptionSource, PickTexts>,
};

export const LIST_TEXTS = {
  en,
  es: {
    lists: {
      elements: 'Elementos',
      faqs: 'Preguntas de la página',
      relatedTagIds: 'Etiquetas relacionadas',
      socialNetworksLinks: 'Enlaces sociales',
      tagIds: 'Etiquetas',
    },
    listHints: {
      elements:
        'En el orden en que la página los muestra. Un código promocional necesita su código, una descarga su enlace, un pack de contenido su pack. Un texto en español vacío muestra el inglés.',
      faqs: 'En el orden en que la página las muestra. Un texto en español vacío muestra el inglés.',
      relatedTagIds:
        'Las etiquetas a las que enlaza la página; la página las ordena por su posición.',
      socialNetworksLinks: 'Un enlace por red, una dirección que empiece por https://.',
      tagIds: 'Las etiquetas del modelo; la página las ordena por su posición.',
    },
    row: {
      elements: (position) => `Elemento ${position}`,
      faqs: (position) => `Pregunta ${position}`,
      relatedTagIds: (position) => `Etiqueta relacionada ${position}`,
      socialNetworksLinks: (position) => `Enlace ${position}`,
      tagIds: (position) => `Etiqueta ${position}`,
    },
    add: {
      elements: 'Añadir un elemento',
      faqs: 'Añadir una pregunta',
      relatedTagIds: 'Añadir una etiqueta relacionada',
      socialNetworksLinks: 'Añadir un enlace',
      tagIds: 'Añadir una etiqueta',
    },
    fields: {
      type: 'Tipo',
      titleLocked: 'Título mientras está bloqueado',
      titleUnlocked: 'Título una vez desbloqueado',
      buttonText: 'Texto del botón',
      promocodeValue: 'Código promocional',
      downloadLink: 'Enlace de descarga',
      contentPackId: 'Pack de contenido',
      image: 'Imagen',
      question: 'Pregunta',
      answer: 'Respuesta',
      id: 'Etiqueta',
      socialNetwork: 'Red',
      link: 'Dirección',
    },
    choices: {
      PROMOCODE: 'Código promocional',
      DOWNLOADABLE_CONTENT: 'Descarga',
      CONTENT_PACK: 'Pack de contenido',
      TWITTER: 'Twitter',
      INSTAGRAM: 'Instagram',
      ONLYFANS: 'OnlyFans',
    },
    moveUp: (what) => `Subir ${what}`,
    moveDown: (what) => `Bajar ${what}`,
    remove: (what) => `Quitar ${what}`,
    none: 'Ninguno todavía.',
    picks: {
      categories: {
        choose: 'Elige una categoría',
        none: 'Ninguna categoría',
        loading: 'Cargando las categorías…',
        failed: 'No se pudieron cargar las categorías; se conserva la elegida.',
        unknown: (id) => `Categoría no listada (${id})`,
      },
      contentPacks: {
        choose: 'Elige un pack',
        none: 'Ningún pack',
        loading: 'Cargando los packs…',
        failed: 'No se pudieron cargar los packs; se conserva el elegido.',
        unknown: (id) => `Pack no listado (${id})`,
      },
      tags: {
        choose: 'Elige una etiqueta',
        none: 'Ninguna etiqueta',
        loading: 'Cargando las etiquetas…',
        failed: 'No se pudieron cargar las etiquetas; se conserva la elegida.',
        unknown: (id) => `Etiqueta no listada (${id})`,
      },
    },
  },
} satisfies Record<'en' | 'es', typeof en>;
