import { formatInr, type Tenant } from '@nivas/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { PhoneLink } from '@/components/ui/phone-link';
import { paths } from '@/config/paths';
import { formatDate, t } from '@/i18n';
import { IdCardCopies } from './id-card-copies';
import { TenantAvatar } from './tenant-avatar';

const text = t.tenants.page;

function Row({
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
 * Who the tenant is: their photo or initials, status, how to reach them (one tap to call), where
 * they sleep, since when (and until when), what they pay a month, and their ID, masked.
 */
export function TenantProfile({ tenant, children }: { tenant: Tenant; children?: ReactNode }) {
  const room = tenant.roomId;
  const contact = tenant.emergencyContact;
  return (
    <Card title={text.about}>
      <div className="flex items-center gap-4">
        <TenantAvatar tenant={tenant} className="size-16 text-lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold wrap-anywhere text-slate-900">{tenant.name}</p>
          <Badge tone={tenant.active ? 'green' : 'slate'}>
            {tenant.active ? t.tenants.status.active : t.tenants.status.inactive}
          </Badge>
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Row term={text.phone}>
          <PhoneLink phone={tenant.phone} withIcon className="-my-2" />
        </Row>
        <Row term={text.rent}>
          {tenant.monthlyRent === null ? (
            <span className="font-normal text-slate-500">{text.noRent}</span>
          ) : (
            <>
              <span className="block text-base font-semibold">{formatInr(tenant.monthlyRent)}</span>
              <span className="block text-xs font-normal text-slate-500">
                {tenant.rentAmount === null ? text.roomRent : text.ownRent}
              </span>
            </>
          )}
        </Row>
        <Row term={text.roomAndBed} isWide>
          {room ? (
            <Link
              to={paths.roomDetails.to(room._id)}
              className="inline-flex min-h-11 items-center text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 md:min-h-0"
            >
              {text.roomBed(room.roomNumber, room.floorNumber, tenant.bedNumber)}
            </Link>
          ) : (
            text.noBed
          )}
        </Row>
        <Row term={text.joined}>{formatDate(tenant.joiningDate)}</Row>
        {!tenant.active && tenant.leavingDate && (
          <Row term={text.left}>{formatDate(tenant.leavingDate)}</Row>
        )}
        {tenant.email && (
          <Row term={text.email} isWide>
            {tenant.email}
          </Row>
        )}
        {tenant.guardian && (
          <Row term={text.guardian} isWide>
            {text.guardianValue(tenant.guardian.relation, tenant.guardian.name)}
          </Row>
        )}
        <Row term={t.tenantLanguage.label} isWide>
          {t.tenantLanguage.names[tenant.language]}
        </Row>
        <Row term={text.idProof} isWide>
          {text.idProofValue(t.tenants.form.idProofTypes[tenant.idProofType], tenant.idProofNumber)}
        </Row>
        {tenant.occupation && (
          <Row term={text.occupation} isWide>
            {tenant.occupation}
          </Row>
        )}
        {contact && (contact.name || contact.phone) && (
          <Row term={text.emergency} isWide>
            {[contact.name, contact.relation].filter(Boolean).join(', ')}
            {contact.phone && (
              <span className="block">
                <PhoneLink phone={contact.phone} className="-my-1" />
              </span>
            )}
          </Row>
        )}
      </dl>
      <IdCardCopies tenant={tenant} />
      {children}
    </Card>
  );
}
