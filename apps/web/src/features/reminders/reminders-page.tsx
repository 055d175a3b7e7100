import type { Reminder } from '@nivas/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BellRing, ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { useSettings } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReminders } from './api/get-reminders';
import { useMarkReminded } from './api/mark-reminded';
import { ReminderCard } from './components/reminder-card';

const text = t.reminders;

/**
 * /reminders: the tenants who owe, overdue and due within the PG's `remindDaysBefore`, oldest
 * due first, each with one tap to WhatsApp, SMS or call from the owner's own phone. Those
 * reminded today can be hidden; on a phone, "One by one" shows a tenant at a time with Next.
 */
export function RemindersPage() {
  useDocumentTitle(text.title);
  const reminders = useReminders();
  const settings = useSettings();
  return (
    <>
      <PageHeader title={text.title} description={text.subtitle} />
      <QueryState
        query={allLoaded(reminders, settings)}
        failedTitle={text.loadFailed}
        loading={<LoadingState label={text.loading} />}
        isEmpty={([list]) => list.length === 0}
        empty={
          <EmptyState icon={BellRing} message={text.empty(settings.data?.remindDaysBefore ?? 0)} />
        }
      >
        {([list]) => <ReminderList reminders={list} />}
      </QueryState>
    </>
  );
}

function ReminderList({ reminders }: { reminders: Reminder[] }) {
  const markReminded = useMarkReminded();
  const [isHidingReminded, setIsHidingReminded] = useState(true);
  const [isOneByOne, setIsOneByOne] = useState(false);
  const [position, setPosition] = useState(0);
  // Hidden once reminded: but not the one being looked at one by one, until Next.
  const [shownIds, setShownIds] = useState<readonly string[]>([]);
  const shown = reminders.filter(
    (r) => !isHidingReminded || !r.remindedToday || shownIds.includes(r.tenantId),
  );
  const current = shown[Math.min(position, shown.length - 1)];

  const send = (reminder: Reminder) => (channel: 'whatsapp' | 'sms' | 'call') => {
    setShownIds((ids) => [...ids, reminder.tenantId]);
    markReminded.mutate({ tenantId: reminder.tenantId, channel });
  };
  const move = (step: number) => {
    // A tenant just reminded leaves the list as it moves on: the next one takes their place.
    const isLeaving = isHidingReminded && current?.remindedToday === true;
    setShownIds([]);
    setPosition((p) => (isLeaving && step > 0 ? p : Math.max(0, p + step)));
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-5 rounded border-slate-300"
            checked={isHidingReminded}
            onChange={(event) => {
              setIsHidingReminded(event.target.checked);
              setShownIds([]);
            }}
          />
          {text.hideReminded}
        </label>
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-slate-500" aria-live="polite">
            {text.count(shown.length, reminders.length)}
          </p>
          <Button
            variant="secondary"
            aria-pressed={isOneByOne}
            onClick={() => {
              setIsOneByOne((on) => !on);
              setPosition(0);
            }}
          >
            {isOneByOne ? text.wholeList : text.oneByOne}
          </Button>
        </div>
      </div>

      {shown.length === 0 ? (
        <EmptyState icon={BellRing} message={text.allReminded} />
      ) : isOneByOne && current ? (
        <div className="mx-auto max-w-xl space-y-3">
          <ReminderCard key={current.tenantId} reminder={current} onSent={send(current)} />
          <div className="flex items-center justify-between gap-3">
            <Button variant="secondary" disabled={position === 0} onClick={() => move(-1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {text.previous}
            </Button>
            <span className="text-sm text-slate-600">
              {text.position(Math.min(position, shown.length - 1) + 1, shown.length)}
            </span>
            <Button disabled={position >= shown.length - 1} onClick={() => move(1)}>
              {text.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((reminder) => (
            <ReminderCard key={reminder.tenantId} reminder={reminder} onSent={send(reminder)} />
          ))}
        </div>
      )}
    </div>
  );
}
