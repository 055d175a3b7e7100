import type { ReactNode } from 'react';
import type { LucideIcon } from './icons';

/** What a list shows when it has nothing to show, with the next step beside it. */
export function EmptyState({
  icon: Icon,
  message,
  children,
}: {
  icon: LucideIcon;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
        <Icon aria-hidden="true" className="size-6 text-slate-400" />
      </span>
      <p className="max-w-sm text-sm text-slate-600">{message}</p>
      {children}
    </div>
  );
}
