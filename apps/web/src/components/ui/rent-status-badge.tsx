import type { RentStatus } from '@nivas/domain';
import { t } from '@/i18n';
import { Badge } from './badge';

const tones = {
  Paid: 'green',
  'Partially Paid': 'amber',
  Overdue: 'red',
  Pending: 'indigo',
  Cancelled: 'slate',
} as const satisfies Record<RentStatus, string>;

/** A rent's status as the server computed it (DESIGN.md reading 4). */
export function RentStatusBadge({ status }: { status: RentStatus }) {
  return <Badge tone={tones[status]}>{t.rents.status[status]}</Badge>;
}
