import { toBusinessDate, type MoveOut, type TenantAccount } from '@nivas/domain';
import { useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Printer, Share2 } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { rentRoom } from '@/components/ui/rent-labels';
import { paths } from '@/config/paths';
import { useSettings } from '@/data/settings/get-settings';
import { useTenantAccount } from '@/data/tenants/get-tenant-account';
import { formatDate, t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdmin } from '@/lib/session/session-context';
import { useMoveOut } from './api/get-move-out';
import { SettlementLines } from './components/settlement-lines';
import { statementText, type StatementParties } from './statement-text';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = t.moveOut.statement;

/**
 * /tenants/{id}/move-out/statement: the recorded move-out as a page to print or save as PDF
 * (A4, or a phone's width on screen; printing leaves the app around it out), or to share.
 */
export function MoveOutStatementPage() {
  useDocumentTitle(text.title);
  const { id = '' } = useParams();
  const moveOut = useMoveOut(id);
  const account = useTenantAccount(id);
  const settings = useSettings();

  if (httpStatus(moveOut.error) === 404 || httpStatus(account.error) === 404) {
    return (
      <div className="space-y-6">
        <BackLink to={paths.tenantDetails.to(id)} label={t.moveOut.back} />
        <div role="alert" className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{text.notFoundTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{text.notFound}</p>
        </div>
      </div>
    );
  }
  return (
    <QueryState
      query={allLoaded(moveOut, account, settings)}
      failedTitle={moveOut.isError ? text.loadFailed : t.tenants.toasts.detailsFailed}
      loading={<LoadingState label={text.loading} />}
    >
      {([recorded, current, currentSettings]) => (
        <Statement moveOut={recorded} account={current} timeZone={currentSettings.timeZone} />
      )}
    </QueryState>
  );
}

/** Where they stayed: the room of their latest rent (a tenant who left holds no bed). */
function lastRoom(account: TenantAccount): string | null {
  const room = account.tenant.roomId ?? account.rents.map(rentRoom).find((r) => r !== null);
  return room ? t.rents.roomLabel(room.roomNumber, room.floorNumber) : null;
}

async function share(moveOut: MoveOut, parties: StatementParties) {
  const summary = statementText(moveOut, parties);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: text.title, text: summary });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        notifyError(text.shareFailed);
      }
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(summary);
    notifySuccess(text.copied);
  } catch {
    notifyError(text.shareFailed);
  }
}

function Statement({
  moveOut,
  account,
  timeZone,
}: {
  moveOut: MoveOut;
  account: TenantAccount;
  timeZone: string;
}) {
  const admin = useAdmin();
  const { tenant } = account;
  const room = lastRoom(account);
  const parties = { pgName: admin.pgName, tenantName: tenant.name, room };
  const recordedOn = toBusinessDate(moveOut.recordedAt, timeZone);
  const facts: [string, string][] = [
    [text.tenant, tenant.name],
    [text.phone, tenant.phone],
    [text.room, room ?? text.noRoom],
    [text.joined, formatDate(tenant.joiningDate)],
    [text.noticeDate, formatDate(moveOut.noticeDate)],
    [text.vacateDate, formatDate(moveOut.vacateDate)],
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to={paths.tenantDetails.to(tenant._id)} label={t.moveOut.back} />
        <div className="grid w-full grid-cols-[auto_1fr] gap-2 sm:flex sm:w-auto">
          <Button variant="secondary" onClick={() => void share(moveOut, parties)}>
            <Share2 aria-hidden="true" className="size-4" />
            {text.share}
          </Button>
          <Button className="whitespace-nowrap" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {text.print}
          </Button>
        </div>
      </div>

      <article
        aria-labelledby="statement-title"
        className="mx-auto max-w-3xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0"
      >
        <header className="flex flex-col gap-1 border-b border-slate-200 pb-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-lg font-bold wrap-anywhere text-slate-900">{admin.pgName}</p>
            <p className="text-sm wrap-anywhere text-slate-600">{admin.address}</p>
            <p className="text-sm text-slate-600">{admin.phone}</p>
          </div>
          <div className="sm:text-right">
            <h1 id="statement-title" className="text-xl font-semibold text-slate-900">
              {text.title}
            </h1>
            {recordedOn && (
              <p className="text-sm text-slate-500">{text.recordedOn(formatDate(recordedOn))}</p>
            )}
          </div>
        </header>

        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 py-5 text-sm sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium wrap-anywhere text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>

        <SettlementLines settlement={moveOut} />

        {moveOut.refund > 0 && (
          <p className="mt-5 text-sm text-slate-600">
            {text.refundBy(
              formatDate(moveOut.refundBy),
              t.rents.paymentMethods[moveOut.refundMethod],
              moveOut.refundReference,
            )}
          </p>
        )}
        {moveOut.owed > 0 && <p className="mt-5 text-sm text-slate-600">{text.owedNote}</p>}

        <div className="mt-12 grid grid-cols-2 gap-8 text-sm text-slate-600 break-inside-avoid">
          <p className="border-t border-slate-400 pt-2">{text.ownerSignature}</p>
          <p className="border-t border-slate-400 pt-2">{text.tenantSignature}</p>
        </div>
      </article>
    </div>
  );
}
