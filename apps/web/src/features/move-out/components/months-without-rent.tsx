import type { MoveOutPreview } from '@nivas/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CalendarX, Plus } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

const text = t.moveOut.monthsWithoutRent;

/**
 * The months of the stay with no rent recorded, which the statement does not charge: each
 * with a link to the rent form filled in for it, which comes back here once saved.
 */
export function MonthsWithoutRent({
  tenantId,
  months,
  monthlyRent,
  returnTo,
}: {
  tenantId: string;
  months: MoveOutPreview['monthsWithoutRent'];
  monthlyRent: number | null;
  /** This move-out with what is entered, to come back to once the rent is saved. */
  returnTo: string;
}) {
  if (months.length === 0) return null;
  return (
    <section
      aria-label={text.title(months.length)}
      className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CalendarX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text.title(months.length)}
      </p>
      <p className="mt-1">{text.description(months.length)}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {months.map((period) => (
          <li key={`${period.year}-${period.month}`}>
            <Link
              to={paths.rentAddForMoveOut(tenantId, period, monthlyRent, returnTo)}
              className={buttonClasses('secondary')}
            >
              <Plus aria-hidden="true" className="size-4" />
              {text.add(t.format.monthYear(period.month, period.year))}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
