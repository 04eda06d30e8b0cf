// The content forms' lists (an origins pack's elements), in English and Spanish.

const en = {
  lists: {
    elements: 'Elements',
    faqs: 'Questions of the page',
    relatedTagIds: 'Related tags',
  } as Record<string, string>,
  listHints: {
    elements:
      'In the order the page shows them. A promo code needs its code, a download its link, a content pack its pack’s id. A Spanish text left empty shows the English one.',
    faqs: 'In the order the page shows them. A Spanish text left empty shows the English one.',
    relatedTagIds: 'The ids of the tags the page links to; the page orders them by their position.',
  } as Record<string, string>,
  row: {
    elements: (position: number) => `Element ${position}`,
    faqs: (position: number) => `Question ${position}`,
    relatedTagIds: (position: number) => `Related tag ${position}`,
  } as Record<string, (position: number) => string>,
  add: {
    elements: 'Add an element',
    faqs: 'Add a question',
    relatedTagIds: 'Add a related tag',
  } as Record<string, string>,
  fields: {
    type: 'Type',
    titleLocked: 'Title while locked',
    titleUnlocked: 'Title once unlocked',
    buttonText: 'Button text',
    promocodeValue: 'Promo code',
    downloadLink: 'Download link',
    contentPackId: 'Content pack id',
    image: 'Image',
    question: 'Question',
    answer: 'Answer',
    id: 'Tag id',
  } as Record<string, string>,
  choices: {
    PROMOCODE: 'Promo code',
    DOWNLOADABLE_CONTENT: 'Download',
    CONTENT_PACK: 'Content pack',
  } as Record<string, string>,
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  remove: (what: string) => `Remove ${what}`,
  none: 'None yet.',
};

export const LIST_TEXTS = {
  en,
  es: {
    lists: {
      elements: 'Elementos',
      faqs: 'Preguntas de la página',
      relatedTagIds: 'Etiquetas relacionadas',
    },
    listHints: {
      elements:
        'En el orden en que la página los muestra. Un código promocional necesita su código, una descarga su enlace, un pack de contenido el id de su pack. Un texto en español vacío muestra el inglés.',
      faqs: 'En el orden en que la página las muestra. Un texto en español vacío muestra el inglés.',
      relatedTagIds:
        'Los ids de las etiquetas a las que enlaza la página; la página las ordena por su posición.',
    },
    row: {
      elements: (position) => `Elemento ${position}`,
      faqs: (position) => `Pregunta ${position}`,
      relatedTagIds: (position) => `Etiqueta relacionada ${position}`,
    },
    add: {
      elements: 'Añadir un elemento',
      faqs: 'Añadir una pregunta',
      relatedTagIds: 'Añadir una etiqueta relacionada',
    },
    fields: {
      type: 'Tipo',
      titleLocked: 'Título mientras está bloqueado',
      titleUnlocked: 'Título una vez desbloqueado',
      buttonText: 'Texto del botón',
      promocodeValue: 'Código promocional',
      downloadLink: 'Enlace de descarga',
      contentPackId: 'Id del pack de contenido',
      image: 'Imagen',
      question: 'Pregunta',
      answer: 'Respuesta',
      id: 'Id de la etiqueta',
    },
    choices: {
      PROMOCODE: 'Código promocional',
      DOWNLOADABLE_CONTENT: 'Descarga',
      CONTENT_PACK: 'Pack de contenido',
    },
    moveUp: (what) => `Subir ${what}`,
    moveDown: (what) => `Bajar ${what}`,
    remove: (what) => `Quitar ${what}`,
    none: 'Ninguno todavía.',
  },
} satisfies Record<'en' | 'es', typeof en>;
