import type { ReactNode } from 'react';
import { cn } from './cn';

export function Card({
  title,
  description,
  children,
  className,
  headingLevel = 2,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={cn('rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}
    >
      {title && (
        <header className="mb-5">
          <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
          {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
        </header>
      )}
      {children}
    </section>
  );
}
