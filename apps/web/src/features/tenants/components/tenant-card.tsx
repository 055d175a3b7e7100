import type { Tenant } from '@nivas/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Pencil, Trash2 } from '@/components/ui/icons';
import { LocalDate } from '@/components/ui/local-date';
import { PhoneLink } from '@/components/ui/phone-link';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { TenantAvatar } from './tenant-avatar';

const text = t.tenants.card;

function Detail({
  term,
  isWide = false,
  children,
}: {
  term: string;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', isWide && 'col-span-2')}>
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * SPEC §2: a tenant on the list, with what is known about them and Edit and Delete. The card
 * opens the tenant's page: its name's link is stretched over it, and the phone, Edit and Delete
 * sit above that link.
 */
export function TenantCard({
  tenant,
  onDelete,
}: {
  tenant: Tenant;
  onDelete: (tenant: Tenant) => void;
}) {
  const headingId = useId();
  const room = tenant.roomId;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex w-full min-w-0 flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md"
    >
      <div className="flex items-center gap-3">
        <TenantAvatar tenant={tenant} />
        <h2
          id={headingId}
          className="min-w-0 flex-1 text-base font-semibold wrap-anywhere text-slate-900"
        >
          <Link
            to={paths.tenantDetails.to(tenant._id)}
            className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
          >
            {tenant.name}
          </Link>
        </h2>
        <Badge tone={tenant.active ? 'green' : 'slate'}>
          {tenant.active ? t.tenants.status.active : t.tenants.status.inactive}
        </Badge>
      </div>

      <dl className="mt-4 grid flex-1 grid-cols-2 content-start gap-x-4 gap-y-3 text-sm">
        <Detail term={text.floor}>{room ? room.floorNumber : text.noRoom}</Detail>
        <Detail term={text.room}>
          {room ? text.roomAndBed(room.roomNumber, tenant.bedNumber) : text.noRoom}
        </Detail>
        <Detail term={text.phone}>
          {/* One tap to call from a phone; above the card's own link. */}
          <PhoneLink phone={tenant.phone} className="relative z-10 -my-2.5" />
        </Detail>
        <Detail term={text.joined}>
          <LocalDate value={tenant.joiningDate} />
        </Detail>
        {!tenant.active && tenant.leavingDate && (
          <Detail term={text.left}>
            <LocalDate value={tenant.leavingDate} />
          </Detail>
        )}
        {tenant.email && (
          <Detail term={text.email} isWide>
            {tenant.email}
          </Detail>
        )}
        {tenant.idProofType && (
          <Detail term={text.idProof}>{t.tenants.form.idProofTypes[tenant.idProofType]}</Detail>
        )}
        {tenant.occupation && <Detail term={text.occupation}>{tenant.occupation}</Detail>}
      </dl>

      <div className="relative z-10 mt-5 flex gap-2 border-t border-slate-100 pt-4">
        <Link
          to={paths.tenantEdit.to(tenant._id)}
          aria-label={t.tenants.editTenant(tenant.name)}
          className={buttonClasses('secondary', 'flex-1')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t.common.edit}
        </Link>
        <Button
          variant="danger-outline"
          className="flex-1"
          aria-label={t.tenants.deleteTenant(tenant.name)}
          onClick={() => onDelete(tenant)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t.common.delete}
        </Button>
      </div>
    </article>
  );
}
