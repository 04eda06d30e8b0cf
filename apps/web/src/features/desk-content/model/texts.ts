import type { FieldProblem } from './content-form';
import type { ContentKind } from './content-kinds';

type ContentTexts = {
  heading: string;
  kindsLabel: string;
  kinds: Record<ContentKind, string>;
  /** One thing of a kind, for the editor's heading of a new one. */
  newOf: Record<ContentKind, string>;
  search: string;
  searchSubmit: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  table: { caption: (kind: string) => string; name: string; detail: string };
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  create: string;
  close: string;
  english: string;
  spanish: string;
  spanishHint: string;
  blocksHint: string;
  fields: Record<string, string>;
  languages: { en: string; es: string };
  save: string;
  saving: string;
  saved: string;
  created: string;
  deleted: string;
  remove: string;
  confirmRemove: string;
  confirmRemoveYes: string;
  cancel: string;
  changedSinceOpened: string;
  reload: string;
  inUse: string;
  failed: string;
  problems: Record<FieldProblem, string>;
};

/** The desk's content area, in every language of the app. */
export const CONTENT_TEXTS = {
  en: {
    heading: 'Content',
    kindsLabel: 'Kinds of content',
    kinds: {
      categories: 'Categories and presales',
      originsPacks: 'Origins packs',
      models: 'Models',
      tags: 'Tags',
      faq: 'FAQ',
      documents: 'Documents',
      blogPosts: 'Blog posts',
    },
    newOf: {
      categories: 'New category',
      originsPacks: 'New origins pack',
      models: 'New model',
      tags: 'New tag',
      faq: 'New FAQ question',
      documents: 'New document',
      blogPosts: 'New blog post',
    },
    search: 'Search',
    searchSubmit: 'Search',
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
    empty: 'Nothing here yet.',
    table: { caption: (kind) => kind, name: 'Name', detail: 'Detail' },
    previous: 'Previous',
    next: 'Next',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    create: 'Create',
    close: 'Close',
    english: 'English',
    spanish: 'Spanish',
    spanishHint: 'Left empty, the store shows the English text.',
    blocksHint:
      'The blocks the store renders, as JSON: header1, header2, header3 and text ({"type":"text","text":"…"}), list (items), listNew (items with title and text), table (headers, rows), img (src, alt, width, height).',
    fields: {
      name: 'Name (slug)',
      title: 'Title',
      description: 'Description',
      position: 'Position',
      textColor: 'Text colour',
      backgroundColor: 'Background colour',
      isPresaleEnabled: 'Sold as a presale',
      presalePrice: 'Presale price (USD)',
      presaleInitialPrice: 'Presale price before discount (USD)',
      presaleImage: 'Presale image',
      presaleReleaseDate: 'Presale release date',
      presaleDescription: 'Presale description',
      slug: 'Slug',
      categoryId: 'Category',
      imageLocked: 'Image, locked',
      imageUnlocked: 'Image, unlocked',
      isEnabled: 'Shown in the store',
      descriptionLocked: 'Description, locked',
      descriptionUnlocked: 'Description, unlocked',
      descriptionAtStore: 'Description in the store',
      metaTitle: 'Meta title',
      metaDescription: 'Meta description',
      photo: 'Photo',
      age: 'Age',
      height: 'Height (cm)',
      weight: 'Weight (kg)',
      seoTitle: 'SEO title',
      seoDescription: 'SEO description',
      hairColor: 'Hair colour',
      ethnicity: 'Ethnicity',
      quote: 'Quote',
      h1Content: 'Page heading',
      language: 'Language',
      question: 'Question',
      answer: 'Answer',
      blocks: 'Body',
      cover: 'Cover image',
      publishedAt: 'Published from',
      excerpt: 'Excerpt',
      coverAlt: 'Cover image text',
    },
    languages: { en: 'English', es: 'Spanish' },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved. The store shows it now.',
    created: 'Created.',
    deleted: 'Deleted.',
    remove: 'Delete',
    confirmRemove: 'Delete this for good? The store stops showing it at once.',
    confirmRemoveYes: 'Yes, delete',
    cancel: 'Cancel',
    changedSinceOpened:
      'This was changed since you opened it. Your text is kept here: reload to see the other change (your typing is replaced).',
    reload: 'Reload',
    inUse: 'This is still in use (content packs, models or buyers), so it cannot be deleted.',
    failed: 'This could not be done. Try again.',
    problems: {
      required: 'Fill this in.',
      tooLong: 'This is too long.',
      controlCharacters: 'This holds a character that cannot be stored.',
      slug: 'Use lowercase letters and digits joined by dashes.',
      color: 'Use a colour like #1A2B3C.',
      uuid: 'Use an id like 0b8f…-…',
      number: 'Use a whole number.',
      money: 'Use an amount like 19.99.',
      date: 'Use a valid date.',
      blocks: 'These blocks are not valid JSON blocks the store can show.',
      presalePrice: 'A presale needs its price.',
      taken: 'Another one already has this.',
      tooMany: 'There are too many in this list.',
      invalid: 'This value is not accepted.',
    },
  },
  es: {
    heading: 'Contenido',
    kindsLabel: 'Tipos de contenido',
    kinds: {
      categories: 'Categorías y preventas',
      originsPacks: 'Paquetes de origen',
      models: 'Modelos',
      tags: 'Etiquetas',
      faq: 'Preguntas frecuentes',
      documents: 'Documentos',
      blogPosts: 'Artículos del blog',
    },
    newOf: {
      categories: 'Nueva categoría',
      originsPacks: 'Nuevo paquete de origen',
      models: 'Nuevo modelo',
      tags: 'Nueva etiqueta',
      faq: 'Nueva pregunta frecuente',
      documents: 'Nuevo documento',
      blogPosts: 'Nuevo artículo',
    },
    search: 'Buscar',
    searchSubmit: 'Buscar',
    loading: 'Cargando…',
    loadFailed: 'No se pudo cargar.',
    retry: 'Reintentar',
    empty: 'Todavía no hay nada.',
    table: { caption: (kind) => kind, name: 'Nombre', detail: 'Detalle' },
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    create: 'Crear',
    close: 'Cerrar',
    english: 'Inglés',
    spanish: 'Español',
    spanishHint: 'Si se deja vacío, la tienda muestra el texto en inglés.',
    blocksHint:
      'Los bloques que muestra la tienda, en JSON: header1, header2, header3 y text ({"type":"text","text":"…"}), list (items), listNew (items con title y text), table (headers, rows), img (src, alt, width, height).',
    fields: {
      name: 'Nombre (slug)',
      title: 'Título',
      description: 'Descripción',
      position: 'Posición',
      textColor: 'Color del texto',
      backgroundColor: 'Color de fondo',
      isPresaleEnabled: 'Se vende en preventa',
      presalePrice: 'Precio de preventa (USD)',
      presaleInitialPrice: 'Precio de preventa sin descuento (USD)',
      presaleImage: 'Imagen de la preventa',
      presaleReleaseDate: 'Fecha de lanzamiento de la preventa',
      presaleDescription: 'Descripción de la preventa',
      slug: 'Slug',
      categoryId: 'Categoría',
      imageLocked: 'Imagen, bloqueado',
      imageUnlocked: 'Imagen, desbloqueado',
      isEnabled: 'Visible en la tienda',
      descriptionLocked: 'Descripción, bloqueado',
      descriptionUnlocked: 'Descripción, desbloqueado',
      descriptionAtStore: 'Descripción en la tienda',
      metaTitle: 'Meta título',
      metaDescription: 'Meta descripción',
      photo: 'Foto',
      age: 'Edad',
      height: 'Altura (cm)',
      weight: 'Peso (kg)',
      seoTitle: 'Título SEO',
      seoDescription: 'Descripción SEO',
      hairColor: 'Color de pelo',
      ethnicity: 'Etnia',
      quote: 'Cita',
      h1Content: 'Encabezado de la página',
      language: 'Idioma',
      question: 'Pregunta',
      answer: 'Respuesta',
      blocks: 'Cuerpo',
      cover: 'Imagen de portada',
      publishedAt: 'Publicado desde',
      excerpt: 'Resumen',
      coverAlt: 'Texto de la imagen de portada',
    },
    languages: { en: 'Inglés', es: 'Español' },
    save: 'Guardar',
    saving: 'Guardando…',
    saved: 'Guardado. La tienda ya lo muestra.',
    created: 'Creado.',
    deleted: 'Eliminado.',
    remove: 'Eliminar',
    confirmRemove: '¿Eliminarlo para siempre? La tienda deja de mostrarlo enseguida.',
    confirmRemoveYes: 'Sí, eliminar',
    cancel: 'Cancelar',
    changedSinceOpened:
      'Esto cambió desde que lo abriste. Tu texto sigue aquí: recarga para ver el otro cambio (lo que escribiste se reemplaza).',
    reload: 'Recargar',
    inUse: 'Todavía está en uso (paquetes, modelos o compradores), así que no se puede eliminar.',
    failed: 'No se pudo hacer. Inténtalo de nuevo.',
    problems: {
      required: 'Rellena este campo.',
      tooLong: 'Es demasiado largo.',
      controlCharacters: 'Contiene un carácter que no se puede guardar.',
      slug: 'Usa minúsculas y dígitos unidos por guiones.',
      color: 'Usa un color como #1A2B3C.',
      uuid: 'Usa un id como 0b8f…-…',
      number: 'Usa un número entero.',
      money: 'Usa un importe como 19.99.',
      date: 'Usa una fecha válida.',
      blocks: 'Estos bloques no son bloques JSON válidos que la tienda pueda mostrar.',
      presalePrice: 'Una preventa necesita su precio.',
      taken: 'Otro ya tiene este valor.',
      tooMany: 'Hay demasiados en esta lista.',
      invalid: 'Este valor no se acepta.',
    },
  },
} satisfies Record<'en' | 'es', ContentTexts>;
