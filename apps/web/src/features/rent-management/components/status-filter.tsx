import { cn } from '@/components/ui/cn';
import { t } from '@/i18n';
import { STATUS_FILTERS, type StatusFilter } from '../filter-rents';

/** The All Rents tab's sub-filters (SPEC §2), and the Charges tab's, as a row of toggle buttons. */
export function StatusFilterBar({
  value,
  onChange,
  filters = STATUS_FILTERS,
  labels = t.rentManagement.filters,
  groupLabel = t.rentManagement.filtersLabel,
}: {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
  filters?: readonly StatusFilter[];
  labels?: Partial<Record<StatusFilter, string>>;
  groupLabel?: string;
}) {
  return (
    <div role="group" aria-label={groupLabel} className="mb-4 flex flex-wrap gap-2">
      {filters.map((filter) => {
        const isOn = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={isOn}
            onClick={() => onChange(filter)}
            className={cn(
              'min-h-11 md:min-h-9 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              isOn
                ? 'bg-indigo-600 text-white ring-indigo-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {labels[filter]}
          </button>
        );
      })}
    </div>
  );
}
