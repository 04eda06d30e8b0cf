import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ContentCard } from './content-card';
import '../catalog.css';

/** spec 1 §9: the store shows a skeleton of 12 cards while loading. */
export const STORE_SKELETON_CARDS = 12;

/**
 * A grid of content cards. `store`: the category grid, 2 columns on small screens, 4 on tablets,
 * 6 on desktops; `compact`: every other grid, 2 columns on small screens and 5 from the tablet
 * breakpoint (spec 1 §2). `first` and `last` are extra tiles (an origins pack) around the cards.
 */
export function CardGrid({
  items,
  variant = 'store',
  first,
  last,
}: {
  items: readonly ContentShortItem[];
  variant?: 'store' | 'compact';
  first?: ReactNode;
  last?: ReactNode;
}) {
  return (
    <ul className={variant === 'store' ? 'card-grid' : 'card-grid card-grid-compact'}>
      {first && <li>{first}</li>}
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard item={item} />
        </li>
      ))}
      {last && <li>{last}</li>}
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
