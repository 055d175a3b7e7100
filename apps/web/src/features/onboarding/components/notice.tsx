import type { ReactNode } from 'react';
import { TriangleAlert } from '@/components/ui/icons';

/** An amber note: worth reading, but nothing stops the person going on. */
export function WarningNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
