import type { DeskArea } from '@parallax/core/rules/staff';

type ShellTexts = {
  pageTitle: string;
  title: string;
  areas: Record<DeskArea, string>;
  areasLabel: string;
  loading: string;
  moderation: string;
};

/** The desk shell's texts (the areas keep their own, beside them). */
export const SHELL_TEXTS: Record<'en' | 'es', ShellTexts> = {
  en: {
    pageTitle: 'Operator’s desk — Parallax',
    title: 'Operator’s desk',
    areas: {
      catalog: 'Packs and imports',
      content: 'Store pages',
      prices: 'Prices and promotions',
      customers: 'Customers',
      sales: 'Sales',
      staff: 'Staff',
      audit: 'Audit log',
    },
    areasLabel: 'Desk areas',
    loading: 'Loading…',
    moderation: 'Moderator’s desk',
  },
  es: {
    pageTitle: 'Panel de operación — Parallax',
    title: 'Panel de operación',
    areas: {
      catalog: 'Paquetes e importaciones',
      content: 'Páginas de la tienda',
      prices: 'Precios y promociones',
      customers: 'Clientes',
      sales: 'Ventas',
      staff: 'Personal',
      audit: 'Registro de cambios',
    },
    areasLabel: 'Secciones del panel',
    loading: 'Cargando…',
    moderation: 'Panel de moderación',
  },
};
