import type { OccupancyFilter } from '@nivas/domain';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select-field';
import { t } from '@/i18n';
import { OCCUPANCY_FILTERS } from '../filter-rooms';

export function RoomFilters({
  search,
  filter,
  onSearchChange,
  onFilterChange,
}: {
  search: string;
  filter: OccupancyFilter;
  onSearchChange: (search: string) => void;
  onFilterChange: (filter: OccupancyFilter) => void;
}) {
  return (
    <div className="mb-4 flex gap-2 sm:mb-6 sm:gap-3">
      <div className="min-w-0 flex-1">
        <SearchField
          label={t.rooms.searchLabel}
          placeholder={t.rooms.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="w-40 shrink-0 sm:w-56">
        <Select
          aria-label={t.rooms.filterLabel}
          value={filter}
          onChange={(event) => onFilterChange(event.target.value as OccupancyFilter)}
        >
          {OCCUPANCY_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t.rooms.filters[value]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
