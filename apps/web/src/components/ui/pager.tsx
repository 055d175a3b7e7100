import { ChevronLeft, ChevronRight } from 'lucide-react';
import { t } from '@/i18n';
import { Button } from './button';

/**
 * Previous and Next around 'Page 2 of 40 · 1,990 records', for a list the server answers a
 * page at a time. Hidden when everything fits on one page.
 */
export function Pager({
  page,
  totalPages,
  total,
  isLoading = false,
  onChange,
}: {
  page: number;
  totalPages: number;
  total: number;
  isLoading?: boolean;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t.pager.label}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      <Button
        variant="secondary"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1 || isLoading}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t.pager.previous}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t.pager.status(page, totalPages, total)}
      </p>
      <Button
        variant="secondary"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages || isLoading}
      >
        {t.pager.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
