import { cn } from '@/components/ui/cn';
import { t } from '@/i18n';
import { STATUS_FILTERS, type StatusFilter } from '../filter-rents';

/** The All Rents tab's sub-filters (SPEC §2), as a row of toggle buttons. */
export function StatusFilterBar({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label={t.rentManagement.filtersLabel}
      className="mb-4 flex flex-wrap gap-2"
    >
      {STATUS_FILTERS.map((filter) => {
        const isOn = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={isOn}
            onClick={() => onChange(filter)}
            className={cn(
              'min-h-9 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              isOn
                ? 'bg-indigo-600 text-white ring-indigo-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {t.rentManagement.filters[filter]}
          </button>
        );
      })}
    </div>
  );
}
