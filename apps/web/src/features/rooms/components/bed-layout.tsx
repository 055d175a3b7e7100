import type { Room, Tenant } from '@nivas/domain';
import { useId } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryState, type LoadedQuery, type WatchQuery } from '@/components/ui/query-state';
import { occupantsByBed } from '@/data/tenants/room-beds';
import { t } from '@/i18n';
import { BedTile } from './bed-tile';

/**
 * SPEC §2 and §9: one tile per bed, up to the room's capacity. Who sleeps where comes from the
 * tenants: until they load, no bed is shown as vacant.
 */
export function BedLayout({
  room,
  tenants,
  watch,
  onRemove,
}: {
  room: Room;
  tenants: LoadedQuery<Tenant[]>;
  watch: readonly WatchQuery[];
  onRemove: (tenant: Tenant) => void;
}) {
  const headingId = useId();
  const beds = Array.from({ length: room.capacity }, (_, i) => i + 1);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {t.rooms.details.bedLayout}
      </h2>
      <QueryState
        query={tenants}
        watch={watch}
        failedTitle={t.tenants.toasts.fetchFailed}
        loading={<LoadingState label={t.rooms.details.bedsLoading} />}
        compact
      >
        {(list) => {
          const occupants = occupantsByBed(list, room._id);
          return (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {beds.map((bedNumber) => (
                <BedTile
                  key={bedNumber}
                  roomId={room._id}
                  bedNumber={bedNumber}
                  tenant={occupants.get(bedNumber)}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
