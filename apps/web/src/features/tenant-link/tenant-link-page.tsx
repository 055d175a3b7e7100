import { formatInr, type SharedAccount } from '@nivas/domain';
import { Fragment, use, useEffect } from 'react';
import { useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { FileDown, Link2Off, ReceiptText } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { QrCode } from '@/components/ui/qr-code';
import { QueryState } from '@/components/ui/query-state';
import { catalogueFor, currentLanguage } from '@/i18n';
import { useSharedAccount } from './api/get-shared-account';

const statusTone = { Overdue: 'red', 'Partially Paid': 'amber', Pending: 'slate' } as const;

/**
 * /t/{token}: a tenant's own page, opened from the link their PG sent, without signing in and
 * without the app's frame: what they owe, the PG's UPI QR, their payments with receipts, and
 * who they are (phone and ID masked). Read-only. A wrong or stopped link says so.
 */
export function TenantLinkPage() {
  const { token = '' } = useParams();
  const account = useSharedAccount(token);
  // The tenant's language picks this page's words, not this device's: until the account says
  // which, the device's own. `use` waits (once) for a catalogue still downloading.
  const words = use(catalogueFor(account.data?.language ?? currentLanguage())).sharedAccount;
  return (
    <div className="min-h-dvh bg-slate-50">
      <main className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
        {httpStatus(account.error) === 404 ? (
          <EmptyState icon={Link2Off} message={words.notFound}>
            <h1 className="text-lg font-semibold text-slate-900">{words.notFoundTitle}</h1>
          </EmptyState>
        ) : (
          <QueryState
            query={account}
            failedTitle={words.failed}
            loading={<LoadingState label={words.loading} />}
          >
            {(data) => <SharedAccountView account={data} />}
          </QueryState>
        )}
      </main>
    </div>
  );
}

function SharedAccountView({ account }: { account: SharedAccount }) {
  const catalogue = use(catalogueFor(account.language));
  const words = catalogue.sharedAccount;
  const { pg, tenant, totals } = account;
  // The tab names the page in the tenant's language too.
  useEffect(() => {
    document.title = catalogue.shell.documentTitle(words.title, pg.name);
  }, [catalogue, words, pg.name]);
  // The type as the tenant's language names it ('आधार'); a type it does not know, as kept.
  const idProofTypes: Partial<Record<string, string>> = catalogue.tenants.form.idProofTypes;
  const idProofType = idProofTypes[tenant.idProofType] ?? tenant.idProofType;
  return (
    <div lang={account.language} className="space-y-5">
      <header className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{pg.name}</p>
        {pg.address && <p className="text-sm text-slate-500">{pg.address}</p>}
        {pg.phone && (
          <a
            href={`tel:${pg.phone}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700"
          >
            {pg.phone}
          </a>
        )}
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{words.greeting(tenant.name)}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {[
            tenant.room && words.room(tenant.room.roomNumber, tenant.room.floorNumber),
            tenant.bedNumber !== null && words.bed(tenant.bedNumber),
            `${words.phone} ${tenant.phone}`,
            tenant.idProofNumber && words.idProof(idProofType, tenant.idProofNumber),
          ]
            .filter(Boolean)
            .map((part, i) => (
              // Each part whole on its line: "Phone" never apart from its number.
              <Fragment key={i}>
                {i > 0 && ' · '}
                <span className="whitespace-nowrap">{part}</span>
              </Fragment>
            ))}
        </p>
      </header>

      <dl className="grid grid-cols-3 gap-3">
        {(['due', 'overdue', 'upcoming'] as const).map((key) => (
          <div
            key={key}
            className="rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="text-xs text-slate-500">{words.totals[key]}</dt>
            <dd
              className={`mt-1 text-lg font-semibold ${key === 'overdue' && totals.overdue > 0 ? 'text-red-700' : 'text-slate-900'}`}
            >
              {formatInr(totals[key])}
            </dd>
          </div>
        ))}
      </dl>

      {account.upiUrl && account.payeeName && (
        <section className="flex flex-col items-center gap-3 rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-base font-semibold text-slate-900">
            {words.payTo(account.payeeName)}
          </h2>
          <QrCode
            value={account.upiUrl}
            label={catalogue.upi.qrAlt(formatInr(totals.due + totals.upcoming))}
            className="size-52"
          />
          <a
            href={account.upiUrl}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-indigo-600 px-4 font-semibold text-white hover:bg-indigo-700 sm:w-auto"
          >
            {catalogue.upi.openApp} · {formatInr(totals.due + totals.upcoming)}
          </a>
        </section>
      )}

      <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="mb-3 text-base font-semibold text-slate-900">{words.dues}</h2>
        {account.dues.length === 0 ? (
          <p className="text-sm text-slate-600">{words.noDues}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {account.dues.map((due) => (
              <li
                key={`${due.kind}-${due.label}-${due.dueDate}`}
                className="flex items-start justify-between gap-3 py-2.5 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-slate-900">{due.label}</p>
                  <p className="text-slate-500">
                    {words.dueOn(catalogue.format.date(due.dueDate))}
                    {due.amountPaid > 0 &&
                      ` · ${words.paidOf(formatInr(due.amountPaid), formatInr(due.amount))}`}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold text-slate-900">{formatInr(due.amountDue)}</span>
                  <Badge tone={statusTone[due.status as keyof typeof statusTone] ?? 'slate'}>
                    {words.statuses[due.status]}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="mb-3 text-base font-semibold text-slate-900">{words.payments}</h2>
        {account.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{words.noPayments}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {account.payments.map((payment) => (
              <li key={payment._id} className="py-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p
                      className={`font-medium wrap-anywhere text-slate-900 ${payment.isVoided ? 'line-through' : ''}`}
                    >
                      {payment.label}
                    </p>
                    <p className="text-slate-500">
                      {catalogue.format.date(payment.paidOn)} · {payment.receiptNumber}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span
                      className={`font-semibold ${payment.isVoided ? 'text-slate-400 line-through' : 'text-emerald-700'}`}
                    >
                      {formatInr(payment.amount)}
                    </span>
                    {payment.isVoided && <Badge tone="red">{words.voided}</Badge>}
                  </div>
                </div>
                <div className="mt-2 flex gap-2">
                  <a
                    href={payment.receiptUrl}
                    target="_blank"
                    rel="noopener"
                    aria-label={words.receiptFor(payment.receiptNumber)}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-indigo-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                  >
                    <ReceiptText aria-hidden="true" className="size-4" />
                    {words.receipt}
                  </a>
                  <a
                    href={payment.receiptPdfUrl}
                    download
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-indigo-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                  >
                    <FileDown aria-hidden="true" className="size-4" />
                    {words.pdf}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="text-center text-xs text-slate-500">{words.private}</p>
    </div>
  );
}
