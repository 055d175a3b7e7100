import type { ReactNode } from 'react';

/**
 * The heading every screen starts with, its actions beside it, and on lists a quiet status
 * (when the data was updated) on the title's line.
 */
export function PageHeader({
  title,
  description,
  status,
  children,
}: {
  title: string;
  description?: string;
  status?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3 sm:mb-6 sm:gap-4">
      <div className="min-w-0 max-sm:w-full">
        {/* The status goes under a title too long to share its line, rather than break it. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <h1 className="max-w-full text-2xl font-semibold tracking-tight wrap-break-word text-slate-900">
            {title}
          </h1>
          {/* 44 px to tap, without making the title's line taller. */}
          {status && <div className="-my-1.5 shrink-0">{status}</div>}
        </div>
        {/* A phone has room for the title alone: the screen says the rest. */}
        {description && <p className="mt-1 text-sm text-slate-500 max-md:hidden">{description}</p>}
      </div>
      {children}
    </div>
  );
}
