import { t } from '@/i18n';
import { Button } from './button';
import { ChevronLeft, ChevronRight } from './icons';

/**
 * Previous and Next around 'Page 2 of 40 · 1,990 records', for a list the server answers a
 * page at a time, on one line even on a phone (where the buttons keep their arrows and their
 * names only for screen readers). Hidden when everything fits on one page.
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
      className="mt-6 flex items-center justify-between gap-2 sm:gap-3"
    >
      <Button
        variant="secondary"
        className="shrink-0 max-sm:px-3"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1 || isLoading}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t.pager.previous}</span>
      </Button>
      <p className="min-w-0 text-center text-xs text-slate-600 sm:text-sm" aria-live="polite">
        {t.pager.status(page, totalPages, total)}
      </p>
      <Button
        variant="secondary"
        className="shrink-0 max-sm:px-3"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages || isLoading}
      >
        <span className="max-sm:sr-only">{t.pager.next}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
