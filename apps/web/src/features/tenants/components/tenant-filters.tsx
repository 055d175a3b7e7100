import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select-field';
import { t } from '@/i18n';
import { useIsPhone } from '@/lib/use-media-query';
import { STATUS_FILTERS, type StatusFilter } from '../filter-tenants';

export function TenantFilters({
  search,
  status,
  onSearchChange,
  onStatusChange,
}: {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
}) {
  const isPhone = useIsPhone();
  return (
    <div className="mb-4 flex gap-2 sm:mb-6 sm:gap-3">
      <div className="min-w-0 flex-1">
        <SearchField
          label={t.tenants.searchLabel}
          placeholder={isPhone ? t.tenants.searchPlaceholderShort : t.tenants.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="w-36 shrink-0 sm:w-56">
        <Select
          aria-label={t.tenants.filterLabel}
          value={status}
          onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t.tenants.filters[value]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
