// The content forms' lists (an origins pack's elements), in English and Spanish.

const en = {
  lists: { elements: 'Elements' } as Record<string, string>,
  listHints: {
    elements:
      'In the order the page shows them. A promo code needs its code, a download its link, a content pack its pack’s id. A Spanish text left empty shows the English one.',
  } as Record<string, string>,
  row: { elements: (position: number) => `Element ${position}` } as Record<
    string,
    (position: number) => string
  >,
  add: { elements: 'Add an element' } as Record<string, string>,
  fields: {
    type: 'Type',
    titleLocked: 'Title while locked',
    titleUnlocked: 'Title once unlocked',
    buttonText: 'Button text',
    promocodeValue: 'Promo code',
    downloadLink: 'Download link',
    contentPackId: 'Content pack id',
    image: 'Image',
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
    lists: { elements: 'Elementos' },
    listHints: {
      elements:
        'En el orden en que la página los muestra. Un código promocional necesita su código, una descarga su enlace, un pack de contenido el id de su pack. Un texto en español vacío muestra el inglés.',
    },
    row: { elements: (position) => `Elemento ${position}` },
    add: { elements: 'Añadir un elemento' },
    fields: {
      type: 'Tipo',
      titleLocked: 'Título mientras está bloqueado',
      titleUnlocked: 'Título una vez desbloqueado',
      buttonText: 'Texto del botón',
      promocodeValue: 'Código promocional',
      downloadLink: 'Enlace de descarga',
      contentPackId: 'Id del pack de contenido',
      image: 'Imagen',
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
