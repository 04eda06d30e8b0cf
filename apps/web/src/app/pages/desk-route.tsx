import { lazy, type ReactNode } from 'react';
import { DeskPage, type DeskAreaViews } from '@/features/desk/components/desk-page';

/** Each area of the operator's desk is its own chunk, loaded when opened. */
const AREAS: DeskAreaViews = {
  catalog: lazy(() =>
    import('@/features/desk-catalog/components/catalog-desk').then((module) => ({
      default: module.CatalogDesk,
    })),
  ),
  content: lazy(() =>
    import('@/features/desk-content/components/content-desk').then((module) => ({
      default: module.ContentDesk,
    })),
  ),
  prices: lazy(() =>
    import('@/features/desk-prices/components/prices-desk').then((module) => ({
      default: module.PricesDesk,
    })),
  ),
  customers: lazy(() =>
    import('@/features/desk-customers/components/customers-desk').then((module) => ({
      default: module.CustomersDesk,
    })),
  ),
  sales: lazy(() =>
    import('@/features/desk-sales/components/sales-desk').then((module) => ({
      default: module.SalesDesk,
    })),
  ),
  staff: lazy(() =>
    import('@/features/desk/components/staff-desk').then((module) => ({
      default: module.StaffDesk,
    })),
  ),
  audit: lazy(() =>
    import('@/features/desk/components/audit-desk').then((module) => ({
      default: module.AuditDesk,
    })),
  ),
};

/** The operator's desk (`/desk`): the shell and its areas, for staff only. */
export function DeskRoute({ notFound }: { notFound: ReactNode }) {
  return <DeskPage notFound={notFound} areas={AREAS} />;
}
