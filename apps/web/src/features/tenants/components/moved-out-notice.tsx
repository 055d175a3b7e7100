import { formatInr, type MoveOut } from '@nivas/domain';
import { Link } from 'react-router';
import { FileText } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate, t } from '@/i18n';

const text = t.tenants.page.movedOut;

/** A tenant who moved out: when, how it was settled, and the way to their statement. */
export function MovedOutNotice({ tenantId, moveOut }: { tenantId: string; moveOut: MoveOut }) {
  const result =
    moveOut.refund > 0
      ? text.refund(formatInr(moveOut.refund))
      : moveOut.owed > 0
        ? text.owed(formatInr(moveOut.owed))
        : text.settled;
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="font-semibold">{text.on(formatDate(moveOut.vacateDate))}</span> {result}
      </p>
      <Link
        to={paths.tenantMoveOutStatement.to(tenantId)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <FileText aria-hidden="true" className="size-4" />
        {text.link}
      </Link>
    </div>
  );
}
