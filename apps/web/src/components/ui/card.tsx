import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** A titled panel; the title names the section, so it can be found by its name. */
export function Card({
  title,
  description,
  children,
  className,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn('rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}
    >
      {title && (
        <header className="mb-5">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
        </header>
      )}
      {children}
    </section>
  );
}
