import { formatInr, type Rent } from '@nivas/domain';
import { PhoneLink } from '@/components/ui/phone-link';
import { rentRoom, rentTenantName, rentTenantPhone } from '@/components/ui/rent-labels';
import { formatDate, periodLabel, t } from '@/i18n';
import { PaidStateBadge } from './paid-state-badge';
import { PaymentDetails } from './payment-details';
import { RentActions, type RentActionHandlers } from './rent-actions';

const columns = t.rents.columns;

/**
 * SPEC §2's table of rent records, for screens wide enough to show its eight columns. Only
 * money, status and actions keep to one line; names, periods and dates may wrap, so the
 * table fits a laptop beside the sidebar.
 */
export function RentsTable({ rents, ...handlers }: RentActionHandlers & { rents: Rent[] }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{t.rents.title}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {[
              columns.tenant,
              columns.room,
              columns.period,
              columns.amount,
              columns.dueDate,
              columns.status,
              columns.paymentDetails,
            ].map((label) => (
              <th key={label} scope="col" className="px-3 py-3">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 text-right">
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rents.map((rent) => (
            <tr key={rent._id} className="hover:bg-slate-50/60">
              <th scope="row" className="px-3 py-3 font-normal">
                <span className="block font-medium text-slate-900">{rentTenantName(rent)}</span>
                {/* The table is for laptop widths only: no thumb's tap target needed here. */}
                {rentTenantPhone(rent) && (
                  <PhoneLink phone={rentTenantPhone(rent)} className="text-xs lg:min-h-6" />
                )}
              </th>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <RoomCell rent={rent} />
              </td>
              <td className="px-3 py-3 text-slate-700">{periodLabel(rent)}</td>
              <td className="px-3 py-3 font-medium whitespace-nowrap text-slate-900">
                {formatInr(rent.amount)}
              </td>
              <td className="px-3 py-3 text-slate-700">{formatDate(rent.dueDate)}</td>
              <td className="px-3 py-3">
                <PaidStateBadge rent={rent} />
              </td>
              <td className="px-3 py-3">
                <PaymentDetails rent={rent} />
              </td>
              <td className="px-3 py-3">
                <RentActions rent={rent} {...handlers} layout="table" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Room and floor on two lines, so the column stays narrow. */
function RoomCell({ rent }: { rent: Rent }) {
  const room = rentRoom(rent);
  if (!room) return <>{t.rents.unknownRoom}</>;
  return (
    <>
      <span className="block">{t.rents.roomName(room.roomNumber)}</span>
      <span className="block text-xs text-slate-500">{t.rents.floorName(room.floorNumber)}</span>
    </>
  );
}
