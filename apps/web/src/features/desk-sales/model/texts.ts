import type { SalesBucket } from '@parallax/core/contracts/desk-sales';

type Texts = {
  heading: string;
  timeZone: string;
  range: { legend: string; from: string; to: string; bucket: string; invalid: string };
  buckets: Record<SalesBucket, string>;
  presets: { label: string; last30: string; thisYear: string };
  csv: string;
  loading: string;
  loadFailed: string;
  retry: string;
  updated: (time: string) => string;
  cards: {
    label: string;
    revenue: string;
    orders: string;
    refunds: string;
    refundsSum: (sum: string) => string;
    renewals: string;
    mrr: string;
    activeSubscribers: string;
    trials: string;
    trialsConverted: (converted: string) => string;
    churn: string;
    churnDetail: (churned: string, atStart: string) => string;
    downloads: string;
    plays: string;
  };
  charts: {
    showTable: string;
    hideTable: string;
    bucketStart: string;
    revenue: { title: string; revenue: string; refunds: string };
    orders: { title: string; orders: string; refunds: string; renewals: string };
    subscriptions: { title: string; mrr: string };
    subscribers: { title: string; active: string; trials: string; churned: string };
    usage: { title: string; downloads: string; plays: string };
  };
  packs: {
    heading: string;
    caption: string;
    empty: string;
    pack: string;
    revenue: string;
    sold: string;
    downloads: string;
    plays: string;
    unnamed: string;
  };
  tariffs: {
    heading: string;
    caption: string;
    empty: string;
    name: string;
    active: string;
    mrr: string;
  };
};

/** The sales area's texts (not in the store's catalogues: the desk loads them itself). */
export const SALES_TEXTS = {
  en: {
    heading: 'Sales',
    timeZone: 'Days, weeks (from Monday) and months are counted in UTC.',
    range: {
      legend: 'Range',
      from: 'From',
      to: 'To',
      bucket: 'Group by',
      invalid: 'Choose a start on or before the end, at most 1100 days apart.',
    },
    buckets: { day: 'Day', week: 'Week', month: 'Month' },
    presets: { label: 'Quick ranges', last30: 'Last 30 days', thisYear: 'This year' },
    csv: 'Download CSV',
    loading: 'Loading the figures…',
    loadFailed: 'The figures could not be loaded.',
    retry: 'Try again',
    updated: (time) => `Updated at ${time}`,
    cards: {
      label: 'Totals for the range',
      revenue: 'Revenue',
      orders: 'Paid orders',
      refunds: 'Refunds',
      refundsSum: (sum) => `${sum} given back`,
      renewals: 'Paid renewals',
      mrr: 'Monthly recurring revenue',
      activeSubscribers: 'Active subscribers',
      trials: 'Trials started',
      trialsConverted: (converted) => `${converted} converted`,
      churn: 'Churn',
      churnDetail: (churned, atStart) => `${churned} ended of ${atStart} active at the start`,
      downloads: 'Downloads',
      plays: 'Plays',
    },
    charts: {
      showTable: 'Show as table',
      hideTable: 'Hide table',
      bucketStart: 'Starting',
      revenue: { title: 'Revenue', revenue: 'Revenue', refunds: 'Refunds' },
      orders: { title: 'Orders', orders: 'Paid orders', refunds: 'Refunds', renewals: 'Renewals' },
      subscriptions: { title: 'Monthly recurring revenue', mrr: 'MRR at the end' },
      subscribers: {
        title: 'Subscribers',
        active: 'Active at the end',
        trials: 'Trials started',
        churned: 'Ended',
      },
      usage: { title: 'Downloads and plays', downloads: 'Downloads', plays: 'Plays' },
    },
    packs: {
      heading: 'Top packs',
      caption: 'Packs by revenue (paid orders, before refunds), with their downloads and plays',
      empty: 'No pack was sold or played in this range.',
      pack: 'Pack',
      revenue: 'Revenue',
      sold: 'Sold',
      downloads: 'Downloads',
      plays: 'Plays',
      unnamed: 'A pack no longer in the catalog',
    },
    tariffs: {
      heading: 'Subscribers by tariff',
      caption: 'Active subscribers and recurring revenue per tariff at the end of the range',
      empty: 'No active subscriber at the end of this range.',
      name: 'Tariff',
      active: 'Active',
      mrr: 'MRR',
    },
  },
  es: {
    heading: 'Ventas',
    timeZone: 'Los días, semanas (desde el lunes) y meses se cuentan en UTC.',
    range: {
      legend: 'Periodo',
      from: 'Desde',
      to: 'Hasta',
      bucket: 'Agrupar por',
      invalid: 'Elige un inicio igual o anterior al final, con 1100 días como máximo.',
    },
    buckets: { day: 'Día', week: 'Semana', month: 'Mes' },
    presets: { label: 'Periodos rápidos', last30: 'Últimos 30 días', thisYear: 'Este año' },
    csv: 'Descargar CSV',
    loading: 'Cargando las cifras…',
    loadFailed: 'No se pudieron cargar las cifras.',
    retry: 'Reintentar',
    updated: (time) => `Actualizado a las ${time}`,
    cards: {
      label: 'Totales del periodo',
      revenue: 'Ingresos',
      orders: 'Pedidos pagados',
      refunds: 'Reembolsos',
      refundsSum: (sum) => `${sum} devueltos`,
      renewals: 'Renovaciones pagadas',
      mrr: 'Ingresos recurrentes mensuales',
      activeSubscribers: 'Suscriptores activos',
      trials: 'Pruebas iniciadas',
      trialsConverted: (converted) => `${converted} convertidas`,
      churn: 'Bajas',
      churnDetail: (churned, atStart) => `${churned} terminadas de ${atStart} activas al inicio`,
      downloads: 'Descargas',
      plays: 'Reproducciones',
    },
    charts: {
      showTable: 'Ver como tabla',
      hideTable: 'Ocultar tabla',
      bucketStart: 'Desde',
      revenue: { title: 'Ingresos', revenue: 'Ingresos', refunds: 'Reembolsos' },
      orders: {
        title: 'Pedidos',
        orders: 'Pedidos pagados',
        refunds: 'Reembolsos',
        renewals: 'Renovaciones',
      },
      subscriptions: { title: 'Ingresos recurrentes mensuales', mrr: 'MRR al final' },
      subscribers: {
        title: 'Suscriptores',
        active: 'Activos al final',
        trials: 'Pruebas iniciadas',
        churned: 'Terminadas',
      },
      usage: {
        title: 'Descargas y reproducciones',
        downloads: 'Descargas',
        plays: 'Reproducciones',
      },
    },
    packs: {
      heading: 'Packs más vendidos',
      caption:
        'Packs por ingresos (pedidos pagados, antes de reembolsos), con descargas y reproducciones',
      empty: 'Ningún pack se vendió ni se reprodujo en este periodo.',
      pack: 'Pack',
      revenue: 'Ingresos',
      sold: 'Vendidos',
      downloads: 'Descargas',
      plays: 'Reproducciones',
      unnamed: 'Un pack que ya no está en el catálogo',
    },
    tariffs: {
      heading: 'Suscriptores por tarifa',
      caption: 'Suscriptores activos e ingresos recurrentes por tarifa al final del periodo',
      empty: 'Ningún suscriptor activo al final de este periodo.',
      name: 'Tarifa',
      active: 'Activos',
      mrr: 'MRR',
    },
  },
} satisfies Record<'en' | 'es', Texts>;

export type SalesTexts = Texts;
