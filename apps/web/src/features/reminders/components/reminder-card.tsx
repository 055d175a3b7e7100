import { formatInr, type Reminder, type ReminderSentBody } from '@nivas/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ledgerLabelText } from '@/components/payments/ledger-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  CircleCheck,
  MessageCircle,
  MessageSquareText,
  Phone,
  QrCode as QrIcon,
} from '@/components/ui/icons';
import { QrCode } from '@/components/ui/qr-code';
import { paths } from '@/config/paths';
import { formatDate, t } from '@/i18n';

const text = t.reminders;

const channelLink =
  'inline-flex min-h-11 flex-1 [&_svg]:shrink-0 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * One tenant to remind: who, what they owe and since when, the message in their language, and
 * one tap to send it (WhatsApp, SMS) or call; sending marks them reminded today. The UPI QR
 * is there to show them in person.
 */
export function ReminderCard({
  reminder,
  onSent,
}: {
  reminder: Reminder;
  onSent: (channel: ReminderSentBody['channel']) => void;
}) {
  const [isQrShown, setIsQrShown] = useState(false);
  const amount = formatInr(reminder.amountDue);
  return (
    <article
      aria-label={reminder.name}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={paths.tenantDetails.to(reminder.tenantId)}
            className="inline-flex min-h-11 items-center text-base font-semibold wrap-anywhere text-slate-900 hover:underline"
          >
            {reminder.name}
          </Link>
          {reminder.room && (
            <p className="text-sm text-slate-500">
              {text.roomBed(reminder.room.roomNumber, reminder.bedNumber)}
            </p>
          )}
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold text-slate-900">{amount}</p>
          {reminder.isOverdue ? (
            <Badge tone="red">{text.overdueBy(reminder.daysOverdue)}</Badge>
          ) : (
            <Badge tone="amber">{text.dueOn(formatDate(reminder.oldestDueDate))}</Badge>
          )}
        </div>
      </header>

      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {reminder.dues.map((due) => (
          <li key={due._id} className="flex justify-between gap-3">
            <span className="min-w-0 wrap-anywhere">
              {ledgerLabelText(due.label)} · {formatDate(due.dueDate)}
            </span>
            <span className="shrink-0 font-medium">{formatInr(due.amountDue)}</span>
          </li>
        ))}
      </ul>

      <details className="mt-3 text-sm">
        <summary className="min-h-11 cursor-pointer py-3 text-slate-600">
          {text.language(t.tenantLanguage.names[reminder.language])}
        </summary>
        <p
          lang={reminder.language}
          className="mt-2 rounded-lg bg-slate-50 p-3 whitespace-pre-line wrap-anywhere text-slate-800"
        >
          {reminder.message}
        </p>
      </details>

      {reminder.remindedToday ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-emerald-700">
          <CircleCheck aria-hidden="true" className="size-4" />
          {text.remindedToday}
        </p>
      ) : (
        reminder.lastRemindedOn && (
          <p className="mt-3 text-sm text-slate-500">
            {text.lastReminded(formatDate(reminder.lastRemindedOn))}
          </p>
        )
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={reminder.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text.sendVia(text.whatsapp, reminder.name)}
          className={cn(channelLink, 'bg-emerald-700 text-white hover:bg-emerald-800')}
          onClick={() => onSent('whatsapp')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {text.whatsapp}
        </a>
        <a
          href={reminder.smsUrl}
          aria-label={text.sendVia(text.sms, reminder.name)}
          className={cn(channelLink, 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset')}
          onClick={() => onSent('sms')}
        >
          <MessageSquareText aria-hidden="true" className="size-4" />
          {text.sms}
        </a>
        <a
          href={reminder.telUrl}
          aria-label={text.sendVia(text.call, reminder.name)}
          className={cn(channelLink, 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset')}
          onClick={() => onSent('call')}
        >
          <Phone aria-hidden="true" className="size-4" />
          {text.call}
        </a>
        {reminder.upiUrl && (
          <Button
            variant="ghost"
            className="min-h-11 flex-1 whitespace-nowrap"
            aria-expanded={isQrShown}
            onClick={() => setIsQrShown((shown) => !shown)}
          >
            <QrIcon aria-hidden="true" className="size-4" />
            {isQrShown ? text.hideQr : text.showQr}
          </Button>
        )}
      </div>
      {isQrShown && reminder.upiUrl && (
        <div className="mt-3 flex justify-center">
          <QrCode value={reminder.upiUrl} label={t.upi.qrAlt(amount)} className="size-48" />
        </div>
      )}
    </article>
  );
}
