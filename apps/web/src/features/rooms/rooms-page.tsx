import type { Room } from '@nivas/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import { CompactRows } from '@/components/ui/compact-rows';
import { EmptyState } from '@/components/ui/empty-state';
import { BedDouble, Plus } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshStatus } from '@/components/ui/refresh-status';
import { QueryState, staleSince } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useRooms } from '@/data/rooms/get-rooms';
import { t } from '@/i18n';
import { useIsPhone } from '@/lib/use-media-query';
import { useSearchParam } from '@/lib/use-search-param';
import { DeleteRoomDialog } from './components/delete-room-dialog';
import { RoomCard } from './components/room-card';
import { RoomFilters } from './components/room-filters';
import { RoomRow } from './components/room-row';
import { filterRooms, parseOccupancyFilter } from './filter-rooms';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /rooms. The search and the filter live in the address, so Back from a room keeps them. */
export function RoomsPage() {
  useDocumentTitle(t.rooms.title);
  const { query, stamp } = useRooms();
  const [search, setSearch] = useSearchParam('q');
  const [filterParam, setFilter] = useSearchParam('status', 'all');
  const filter = parseOccupancyFilter(filterParam);
  const [roomToDelete, setRoomToDelete] = useState<Room | null>(null);
  const isPhone = useIsPhone();

  return (
    <>
      <PageHeader
        title={t.rooms.title}
        status={
          <RefreshStatus
            updatedAt={query.dataUpdatedAt}
            unconfirmedSince={staleSince(query, [stamp])}
            isRefreshing={query.isRefetching}
            onRefresh={() => Promise.all([query.refetch(), stamp.refetch()])}
          />
        }
        description={t.rooms.subtitle}
      >
        <Link to={paths.roomAdd} className={buttonClasses('primary', 'w-full sm:w-auto')}>
          <Plus aria-hidden="true" className="size-4" />
          {t.rooms.addRoom}
        </Link>
      </PageHeader>

      <RoomFilters
        search={search}
        filter={filter}
        onSearchChange={setSearch}
        onFilterChange={setFilter}
      />

      <QueryState
        query={query}
        watch={[stamp]}
        failedTitle={t.rooms.toasts.fetchFailed}
        loading={<LoadingState label={t.rooms.loading} />}
        isEmpty={(rooms) => rooms.length === 0}
        empty={
          <EmptyState icon={BedDouble} message={t.rooms.empty.none}>
            <Link to={paths.roomAdd} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              {t.rooms.addRoom}
            </Link>
          </EmptyState>
        }
      >
        {(rooms) => {
          const shown = filterRooms(rooms, search, filter);
          return shown.length === 0 ? (
            <EmptyState icon={BedDouble} message={t.rooms.empty.noMatch} />
          ) : isPhone ? (
            <CompactRows
              items={shown}
              getKey={(room) => room._id}
              renderItem={(room) => <RoomRow room={room} />}
            />
          ) : (
            <CardGrid
              items={shown}
              getKey={(room) => room._id}
              renderItem={(room) => <RoomCard room={room} onDelete={setRoomToDelete} />}
              className="grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
              columns={{ base: 1, sm: 2, xl: 3 }}
              estimateRowHeight={260}
            />
          );
        }}
      </QueryState>

      <DeleteRoomDialog room={roomToDelete} onClose={() => setRoomToDelete(null)} />
    </>
  );
}
