import type { ReactNode } from 'react';
import { cn } from './cn';

/** One label and value of a `<dl>`: a fact about a record on a card or in a dialog. */
export function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
