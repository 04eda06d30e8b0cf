import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { ContentCard } from './content-card';

/** spec 1 §9: the store shows a skeleton of 12 cards while loading. */
export const STORE_SKELETON_CARDS = 12;

/** The store grid: 2 columns on small screens, 4 on tablets, 6 on desktops (spec 1 §2). */
export function CardGrid({ items }: { items: readonly ContentShortItem[] }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard item={item} />
        </li>
      ))}
    </ul>
  );
}

export function CardGridSkeleton({ count = STORE_SKELETON_CARDS }: { count?: number }) {
  return (
    <ul className="card-grid" aria-hidden="true" data-testid="card-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton className="card card-still" />
        </li>
      ))}
    </ul>
  );
}
