import { useId, type ReactNode } from 'react';

/**
 * A titled group of fields inside a step: a rule and a heading rather than a card in a card,
 * which on a phone would eat the width the fields need.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-slate-200 pt-5 first:border-t-0 first:pt-0"
    >
      <h3 id={headingId} className="mb-4 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
