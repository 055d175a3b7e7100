import type { Charge } from '@nivas/domain';
import { useId, useState } from 'react';
import { chargeKindLabel, chargeTenantName, chargeTitle } from '@/components/ui/charge-labels';
import { ChargeStatusBadge } from '@/components/ui/charge-status-badge';
import { CompactList } from '@/components/ui/compact-row';
import { EmptyState } from '@/components/ui/empty-state';
import { ReceiptText } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { isStuck, QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { useIsPhone } from '@/lib/use-media-query';
import { useCharges } from '../api/get-charges';
import { CHARGE_STATUS_FILTERS, chargeMatches, type StatusFilter } from '../filter-rents';
import { ChargeCard } from './charge-card';
import { ChargeDetailsDialog } from './charge-details-dialog';
import { DueRow } from './due-row';
import { roomOnly } from './rent-list';
import { StatusFilterBar } from './status-filter';

const text = t.rentManagement;

/** The words a charge is found by: the tenant, their phone, the room, the kind and the note. */
const haystackOf = (charge: Charge) => [
  chargeTenantName(charge),
  charge.tenantId?.phone ?? charge.tenantInfo.phone,
  charge.roomId?.roomNumber ?? '',
  chargeKindLabel(charge.kind),
  charge.note,
];

/**
 * The Charges tab: every due other than rent (electricity shares, mess, late fees…), by
 * status, searched by the same box as the rents, each with Pay (the rents' pay dialog) and
 * Details (its payments, Void and Waive).
 */
export function ChargesPanel({
  status,
  onStatusChange,
  search,
  onPay,
}: {
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  search: string;
  onPay: (charge: Charge) => void;
}) {
  const charges = useCharges({ status: status === 'all' ? undefined : status });
  const [shownId, setShownId] = useState<string | null>(null);
  const shown = charges.data?.find((charge) => charge._id === shownId) ?? null;
  const words = search.trim();
  return (
    <>
      <StatusFilterBar
        value={status}
        onChange={onStatusChange}
        filters={CHARGE_STATUS_FILTERS}
        labels={text.chargeFilters}
        groupLabel={text.chargeFiltersLabel}
      />
      <QueryState
        query={charges}
        failedTitle={text.toasts.chargesFailed}
        loading={<LoadingState label={text.chargesLoading} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={ReceiptText}
            message={status === 'all' ? text.empty.charges : text.empty.chargesStatus}
          />
        }
      >
        {(list) => {
          const found = words ? list.filter((c) => chargeMatches(words, haystackOf(c))) : list;
          return found.length === 0 ? (
            <EmptyState icon={ReceiptText} message={text.empty.noMatch} />
          ) : (
            <ChargeList charges={found} onPay={onPay} onDetails={setShownId} />
          );
        }}
      </QueryState>
      <ChargeDetailsDialog charge={shown} onClose={() => setShownId(null)} />
    </>
  );
}

function ChargeList({
  charges,
  onPay,
  onDetails,
}: {
  charges: Charge[];
  onPay: (charge: Charge) => void;
  onDetails: (chargeId: string) => void;
}) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <CompactList>
        {charges.map((charge) => (
          <li key={charge._id} className="flex">
            <DueRow
              who={chargeTenantName(charge)}
              where={roomOnly(charge.roomId)}
              what={chargeTitle(charge)}
              note={charge.note}
              due={charge}
              status={<ChargeStatusBadge charge={charge} />}
              onPay={() => onPay(charge)}
              onDetails={() => onDetails(charge._id)}
            />
          </li>
        ))}
      </CompactList>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {charges.map((charge) => (
        <li key={charge._id}>
          <ChargeCard charge={charge} onPay={onPay} onDetails={(c) => onDetails(c._id)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Overdue tab's charges, under its rents: what is late is one list to follow up, whether
 * it is rent or not. Shown only when there are some (or their load failed): not while they
 * load, so nothing appears only to vanish.
 */
export function OverdueCharges({
  search,
  onPay,
}: {
  search: string;
  onPay: (charge: Charge) => void;
}) {
  const headingId = useId();
  const charges = useCharges({ status: 'Overdue' });
  const [shownId, setShownId] = useState<string | null>(null);
  const shown = charges.data?.find((charge) => charge._id === shownId) ?? null;
  const words = search.trim();
  const found = (charges.data ?? []).filter(
    (charge) => !words || chargeMatches(words, haystackOf(charge)),
  );
  if (charges.data === undefined ? !isStuck(charges) : found.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        {text.overdueCharges}
      </h3>
      <QueryState
        query={charges}
        failedTitle={text.toasts.chargesFailed}
        loading={<LoadingState label={text.chargesLoading} />}
        compact
      >
        {() => <ChargeList charges={found} onPay={onPay} onDetails={setShownId} />}
      </QueryState>
      <ChargeDetailsDialog charge={shown} onClose={() => setShownId(null)} />
    </section>
  );
}
