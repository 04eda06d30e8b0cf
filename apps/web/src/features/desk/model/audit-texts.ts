type AuditTexts = {
  heading: string;
  intro: string;
  filters: {
    legend: string;
    entityType: string;
    entityTypeHint: string;
    entityId: string;
    actorEmail: string;
    apply: string;
    clear: string;
  };
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  table: {
    caption: string;
    when: string;
    who: string;
    action: string;
    entity: string;
    details: string;
  };
  show: string;
  hide: string;
  detailsOf: (action: string, when: string) => string;
  diff: {
    caption: string;
    field: string;
    before: string;
    after: string;
    changed: string;
    absent: string;
    added: string;
    removed: string;
    whole: string;
    noFields: string;
  };
  pager: { label: string; newer: string; older: string; page: (page: number) => string };
};

/** The desk's audit log, in every language of the app. */
export const AUDIT_TEXTS = {
  en: {
    heading: 'Audit log',
    intro: 'Every change made in the desk or with a staff command, newest first.',
    filters: {
      legend: 'Filter the log',
      entityType: 'Kind of thing',
      entityTypeHint: 'As the log names it: user, content_pack, promo_code…',
      entityId: 'Id of the thing',
      actorEmail: 'Made by (e-mail, or part of it)',
      apply: 'Filter',
      clear: 'Clear the filters',
    },
    loading: 'Loading the log…',
    loadFailed: 'The log could not be loaded.',
    retry: 'Try again',
    empty: 'No change matches.',
    table: {
      caption: 'Changes, newest first',
      when: 'When',
      who: 'Who',
      action: 'What',
      entity: 'On',
      details: 'Before and after',
    },
    show: 'Show',
    hide: 'Hide',
    detailsOf: (action, when) => `the change ${action} of ${when}`,
    diff: {
      caption: 'Field by field',
      field: 'Field',
      before: 'Before',
      after: 'After',
      changed: 'changed',
      absent: '(none)',
      added: 'added',
      removed: 'removed',
      whole: 'The whole record (JSON)',
      noFields: 'Nothing was recorded before or after.',
    },
    pager: {
      label: 'Pages of the log',
      newer: 'Newer',
      older: 'Older',
      page: (page) => `Page ${page}`,
    },
  },
  es: {
    heading: 'Registro de cambios',
    intro: 'Cada cambio hecho en el panel o con un comando del personal, el más reciente primero.',
    filters: {
      legend: 'Filtrar el registro',
      entityType: 'Tipo de elemento',
      entityTypeHint: 'Como lo llama el registro: user, content_pack, promo_code…',
      entityId: 'Id del elemento',
      actorEmail: 'Hecho por (correo, o parte de él)',
      apply: 'Filtrar',
      clear: 'Quitar los filtros',
    },
    loading: 'Cargando el registro…',
    loadFailed: 'No se pudo cargar el registro.',
    retry: 'Reintentar',
    empty: 'Ningún cambio coincide.',
    table: {
      caption: 'Cambios, el más reciente primero',
      when: 'Cuándo',
      who: 'Quién',
      action: 'Qué',
      entity: 'Sobre',
      details: 'Antes y después',
    },
    show: 'Ver',
    hide: 'Ocultar',
    detailsOf: (action, when) => `el cambio ${action} del ${when}`,
    diff: {
      caption: 'Campo a campo',
      field: 'Campo',
      before: 'Antes',
      after: 'Después',
      changed: 'cambiado',
      absent: '(nada)',
      added: 'añadido',
      removed: 'quitado',
      whole: 'El registro completo (JSON)',
      noFields: 'No se guardó nada antes ni después.',
    },
    pager: {
      label: 'Páginas del registro',
      newer: 'Más recientes',
      older: 'Más antiguos',
      page: (page) => `Página ${page}`,
    },
  },
} satisfies Record<'en' | 'es', AuditTexts>;
