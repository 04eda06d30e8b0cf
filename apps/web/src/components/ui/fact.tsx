import type { ReactNode } from 'react';

/** One labelled value of a description list (`<dl>`): the content facts, a model's parameters. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
