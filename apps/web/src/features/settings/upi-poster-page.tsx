import { upiPaymentLink } from '@nivas/domain';
import { use } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Printer } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { QrCode } from '@/components/ui/qr-code';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useSettings } from '@/data/settings/get-settings';
import { catalogueFor, t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = t.poster;

/**
 * The "Pay rent here" poster for the notice board: the PG's name, its UPI QR code (no amount:
 * the tenant types it) and UPI ID. Printing leaves the app's frame and the buttons out
 * (print:hidden), so the page is the poster alone.
 */
export function UpiPosterPage() {
  useDocumentTitle(text.title);
  const settings = useSettings();
  const admin = useAdmin();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to={paths.settings} label={text.back} />
        {settings.data?.upiId && (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {text.print}
          </Button>
        )}
      </div>
      <QueryState
        query={settings}
        failedTitle={t.settings.loadFailed}
        loading={<LoadingState label={t.settings.loading} />}
      >
        {(current) => {
          if (!current.upiId) return <p className="text-sm text-slate-600">{text.noUpi}</p>;
          const payee = current.payeeName || admin.pgName;
          return (
            <>
              <p className="mb-4 text-sm text-slate-600 print:hidden">{text.hint}</p>
              <Poster pgName={admin.pgName} upiId={current.upiId} payee={payee} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/**
 * The poster itself, for every tenant whatever the owner's language: in English and in Hindi,
 * each from its own catalogue. The payee is named when it is not the PG itself.
 */
function Poster({ pgName, upiId, payee }: { pgName: string; upiId: string; payee: string }) {
  const english = use(catalogueFor('en')).poster;
  const hindi = use(catalogueFor('hi')).poster;
  const link = upiPaymentLink({ upiId, payeeName: payee });
  return (
    <article className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-2xl border-4 border-slate-900 bg-white px-6 py-8 text-center print:max-w-none print:border-8 print:py-16">
      <p className="text-lg font-semibold text-slate-700 print:text-3xl">{pgName}</p>
      <h1
        lang="en"
        className="text-4xl font-extrabold tracking-tight text-slate-900 print:text-7xl"
      >
        {english.title}
      </h1>
      <p lang="hi" className="text-3xl font-bold text-slate-900 print:text-6xl">
        {hindi.title}
      </p>
      <QrCode
        value={link}
        label={t.upi.posterQrAlt}
        className="w-full max-w-72 print:max-w-[120mm]"
      />
      <div className="text-base text-slate-700 print:text-2xl">
        <p lang="en">{english.scan}</p>
        <p lang="hi">{hindi.scan}</p>
      </div>
      {payee !== pgName && (
        <p className="text-lg font-semibold wrap-anywhere text-slate-900 print:text-3xl">{payee}</p>
      )}
      <p className="font-mono text-base wrap-anywhere text-slate-700 print:text-2xl">
        {text.upiId(upiId)}
      </p>
    </article>
  );
}
