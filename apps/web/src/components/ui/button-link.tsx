import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="button" to={to}>
      {children}
    </Link>
  );
}
