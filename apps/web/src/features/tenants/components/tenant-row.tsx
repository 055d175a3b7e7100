import { formatInr, type Tenant } from '@nivas/domain';
import { CompactRow } from '@/components/ui/compact-row';
import { CallLink } from '@/components/ui/phone-link';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { TenantAvatar } from './tenant-avatar';

const text = t.tenants.card;

/**
 * A tenant on a phone's list: name, room and bed, what they pay a month and whether they still
 * live here, on two lines, and Call; the row opens their page, where Edit and Delete are.
 */
export function TenantRow({ tenant }: { tenant: Tenant }) {
  const room = tenant.roomId;
  return (
    <CompactRow
      title={tenant.name}
      to={paths.tenantDetails.to(tenant._id)}
      leading={<TenantAvatar tenant={tenant} isSmall />}
      meta={room ? text.roomBedLine(room.roomNumber, tenant.bedNumber) : text.noRoom}
      figure={tenant.monthlyRent === null ? undefined : formatInr(tenant.monthlyRent)}
      status={
        <span className={tenant.active ? 'text-emerald-700' : 'text-slate-500'}>
          {tenant.active ? t.tenants.status.active : t.tenants.status.inactive}
        </span>
      }
      action={<CallLink name={tenant.name} phone={tenant.phone} />}
    />
  );
}
