import { occupancyBadge, type Occupancy } from '@nivas/domain';
import { Badge } from '@/components/ui/badge';
import { t } from '@/i18n';

/** SPEC §4: Vacant while a bed is free, otherwise Full. */
export function OccupancyBadge({ room }: { room: Occupancy }) {
  const badge = occupancyBadge(room);
  return <Badge tone={badge === 'Full' ? 'indigo' : 'green'}>{t.rooms.badge[badge]}</Badge>;
}
