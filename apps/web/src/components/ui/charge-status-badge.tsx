import type { Charge } from '@nivas/domain';
import { t } from '@/i18n';
import { Badge } from './badge';
import { RentStatusBadge } from './rent-status-badge';

/** A charge's status as the server computed it, or Waived: kept, owed by nobody. */
export function ChargeStatusBadge({ charge }: { charge: Pick<Charge, 'status' | 'waived'> }) {
  if (charge.waived) return <Badge tone="slate">{t.charges.waivedBadge}</Badge>;
  return <RentStatusBadge status={charge.status} />;
}
