import { formatInr, rupeesToPaise, upiNoteOf, upiPaymentLink } from '@nivas/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QrCode } from '@/components/ui/qr-code';
import { paths } from '@/config/paths';
import { useSettings } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';

/**
 * What is owed, payable by UPI: the QR code a tenant scans (in person, from the owner's phone)
 * and the link a phone's UPI app opens, for the amount with the tenant's name as the note. The
 * amount is all that is owed, what falls due later included, as on the tenant's own page, and
 * says so: an owner showing the code knows when it asks for rent ahead of its day. The link is
 * the domain's, as on receipts, reminders and the tenant's own page. Without a UPI ID in
 * Settings, it says where to add one.
 */
export function UpiPayCard({
  owed,
  tenant,
}: {
  owed: { due: number; upcoming: number };
  tenant: { name: string; roomNumber?: string | null };
}) {
  const settings = useSettings().data;
  const admin = useAdmin();
  const amount = owed.due + owed.upcoming;
  if (!settings || amount <= 0) return null;
  if (!settings.upiId) {
    return (
      <Card title={t.upi.payTitle}>
        <p className="text-sm text-slate-600">{t.upi.notSet}</p>
        <Link to={paths.settings} className={buttonClasses('secondary', 'mt-3')}>
          {t.upi.openSettings}
        </Link>
      </Card>
    );
  }
  const link = upiPaymentLink(
    { upiId: settings.upiId, payeeName: settings.payeeName || admin.pgName },
    { amountPaise: rupeesToPaise(amount), note: upiNoteOf(tenant) },
  );
  const shown = formatInr(amount);
  return (
    <Card title={t.upi.payTitle}>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode value={link} label={t.upi.qrAlt(shown)} className="size-44 shrink-0" />
        <div className="space-y-2 text-center text-sm sm:text-left">
          <p className="text-2xl font-semibold text-slate-900">{shown}</p>
          {owed.upcoming > 0 && (
            <p className="text-slate-600">
              {owed.due > 0
                ? t.upi.dueAndUpcoming(formatInr(owed.due), formatInr(owed.upcoming))
                : t.upi.upcomingOnly}
            </p>
          )}
          <p className="text-slate-600">{t.upi.scanHint}</p>
          <p className="wrap-anywhere text-slate-500">{settings.upiId}</p>
          <a
            href={link}
            className="inline-flex min-h-11 items-center font-semibold text-indigo-700 hover:underline"
          >
            {t.upi.openApp}
          </a>
        </div>
      </div>
    </Card>
  );
}
