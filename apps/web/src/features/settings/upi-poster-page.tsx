import { upiPaymentLink } from '@nivas/domain';
import { Printer } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { QrCode } from '@/components/ui/qr-code';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useSettings } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';

const text = t.poster;

/**
 * The "Pay rent here" poster for the notice board: the PG's name, its UPI QR code (no amount:
 * the tenant types it) and UPI ID, in English and Hindi. Printing leaves the app's frame and
 * the buttons out (print:hidden), so the page is the poster alone.
 */
export function UpiPosterPage() {
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
          const link = upiPaymentLink({ upiId: current.upiId, payeeName: payee });
          return (
            <>
              <p className="mb-4 text-sm text-slate-600 print:hidden">{text.hint}</p>
              <article className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-2xl border-4 border-slate-900 bg-white px-6 py-8 text-center print:max-w-none print:border-8 print:py-16">
                <p className="text-lg font-semibold text-slate-700 print:text-3xl">
                  {admin.pgName}
                </p>
                <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 print:text-7xl">
                  {text.title}
                </h1>
                <p lang="hi" className="text-3xl font-bold text-slate-900 print:text-6xl">
                  {text.titleHindi}
                </p>
                <QrCode
                  value={link}
                  label={t.upi.posterQrAlt}
                  className="w-full max-w-72 print:max-w-[120mm]"
                />
                <p className="text-base text-slate-700 print:text-2xl">{text.scan}</p>
                <p className="text-lg font-semibold wrap-anywhere text-slate-900 print:text-3xl">
                  {payee}
                </p>
                <p className="font-mono text-base wrap-anywhere text-slate-700 print:text-2xl">
                  {text.upiId(current.upiId)}
                </p>
              </article>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
