import { formatInr, type DashboardStats, type Rent } from '@nivas/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { CompactRow } from '@/components/ui/compact-row';
import { ArrowRight, CalendarClock, CircleAlert, type LucideIcon } from '@/components/ui/icons';
import { CallLink, PhoneLink } from '@/components/ui/phone-link';
import {
  rentRoom,
  rentRoomLabel,
  rentTenantName,
  rentTenantPhone,
} from '@/components/ui/rent-labels';
import { paths } from '@/config/paths';
import { formatDate, t } from '@/i18n';
import { useIsPhone } from '@/lib/use-media-query';

const text = t.dashboard.rentStatus;

/** SPEC §2: the first three overdue and the first three upcoming rents, with links to all. */
export function RentStatus({ stats }: { stats: DashboardStats }) {
  return (
    <Card title={text.title}>
      <div className="grid gap-6 lg:grid-cols-2">
        <OverdueRents stats={stats} />
        <UpcomingRents stats={stats} />
      </div>
    </Card>
  );
}

export function OverdueRents({ stats }: { stats: DashboardStats }) {
  return (
    <RentGroup
      title={text.overdue}
      icon={CircleAlert}
      tone="red"
      count={stats.overdueCount}
      rents={stats.overdueRents}
      emptyText={text.noOverdue}
      viewAllLabel={text.viewAllOverdue}
      viewAllTo={`${paths.rentManagement}?tab=overdue`}
    />
  );
}

export function UpcomingRents({ stats }: { stats: DashboardStats }) {
  return (
    <RentGroup
      title={text.upcoming}
      hint={text.upcomingHint}
      icon={CalendarClock}
      tone="indigo"
      count={stats.upcomingCount}
      rents={stats.upcomingDueRents}
      emptyText={text.noUpcoming}
      viewAllLabel={text.viewAllUpcoming}
      viewAllTo={`${paths.rentManagement}?tab=records`}
    />
  );
}

function RentGroup({
  title,
  hint,
  icon: Icon,
  tone,
  count,
  rents,
  emptyText,
  viewAllLabel,
  viewAllTo,
}: {
  title: string;
  hint?: string;
  icon: LucideIcon;
  tone: 'red' | 'indigo';
  count: number;
  rents: Rent[];
  emptyText: string;
  viewAllLabel: string;
  viewAllTo: string;
}) {
  const headingId = useId();
  const isPhone = useIsPhone();
  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <div className="mb-3">
        <div className="flex items-center gap-2">
          <Icon
            aria-hidden="true"
            className={cn('size-5 shrink-0', tone === 'red' ? 'text-red-600' : 'text-indigo-600')}
          />
          <h3 id={headingId} className="font-semibold text-slate-900">
            {title}
          </h3>
          <Badge tone={tone}>
            <span className="sr-only">{text.count(count)}</span>
            <span aria-hidden="true">{count}</span>
          </Badge>
        </div>
        {hint && <p className="mt-0.5 ml-7 text-xs text-slate-500">{hint}</p>}
      </div>

      {rents.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
          {emptyText}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg ring-1 ring-slate-200">
          {rents.map((rent) =>
            isPhone ? (
              <li key={rent._id} className="flex">
                <RentRow rent={rent} isOverdue={tone === 'red'} />
              </li>
            ) : (
              <RentItem key={rent._id} rent={rent} isOverdue={tone === 'red'} />
            ),
          )}
        </ul>
      )}

      <Link
        to={viewAllTo}
        className="mt-1 inline-flex min-h-11 items-center gap-1 self-start rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {viewAllLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/**
 * Tenant and phone (one tap to call), room and floor, period, what is still owed (of the
 * amount, once part is paid), due date and, when late, how late.
 */
function RentItem({ rent, isOverdue }: { rent: Rent; isOverdue: boolean }) {
  const phone = rentTenantPhone(rent);
  const owed =
    rent.amountPaid > 0
      ? text.owedOf(formatInr(rent.amountDue), formatInr(rent.amount))
      : formatInr(rent.amountDue);
  return (
    <li className="px-4 py-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 truncate font-medium text-slate-900">{rentTenantName(rent)}</p>
        <p className="shrink-0 font-semibold text-slate-900">{owed}</p>
      </div>
      <p className="mt-0.5 text-slate-600">{rentRoomLabel(rent)}</p>
      {phone && <PhoneLink phone={phone} withIcon />}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-slate-500">
          {text.dueOn(formatDate(rent.dueDate))} · {t.rents.periods[rent.paymentPeriod]}
        </p>
        {isOverdue && (
          <p className="text-xs font-medium text-red-700">
            {t.rents.daysOverdue(rent.daysOverdue)}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * A phone's row: who and how much, the room and when; the row opens the tenant's page (their
 * dues and Record payment), and Call is one tap.
 */
function RentRow({ rent, isOverdue }: { rent: Rent; isOverdue: boolean }) {
  const phone = rentTenantPhone(rent);
  const name = rentTenantName(rent);
  const room = rentRoom(rent);
  const when = isOverdue
    ? t.rents.daysOverdue(rent.daysOverdue)
    : text.dueOn(formatDate(rent.dueDate));
  const meta = `${room ? t.rents.roomName(room.roomNumber) : t.rents.unknownRoom} · ${when}`;
  return (
    <CompactRow
      headingLevel={3}
      title={name}
      to={rent.tenantId ? paths.tenantDetails.to(rent.tenantId._id) : paths.rentManagement}
      meta={<span className={cn(isOverdue && 'text-red-700')}>{meta}</span>}
      figure={formatInr(rent.amountDue)}
      status={
        rent.amountPaid > 0 ? (
          <span className="text-slate-500">{text.ofAmount(formatInr(rent.amount))}</span>
        ) : undefined
      }
      action={phone ? <CallLink name={name} phone={phone} /> : undefined}
    />
  );
}
