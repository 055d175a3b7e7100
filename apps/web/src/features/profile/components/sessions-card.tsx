import type { AccountSession } from '@nivas/domain';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Monitor, Smartphone, Tablet, HelpCircle, type LucideIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { t } from '@/i18n';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const text = t.profile.sessions;

const icons: Record<AccountSession['deviceType'], LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  tv: Monitor,
  bot: HelpCircle,
  unknown: HelpCircle,
};

/** The device and local time, e.g. 23 Nov 2026, 5:40 pm. */
const formatDateTime = (iso: string) => t.format.dateTime(iso);

/** "Chrome 131 on Android 14"; whatever the user agent did not say is left out. */
export function sessionTitle(session: AccountSession): string {
  if (session.browser && session.os) return text.browserOn(session.browser, session.os);
  return session.browser || session.os || text.unknownBrowser;
}

function sessionDevice(session: AccountSession): string {
  const kind = text.deviceTypes[session.deviceType];
  return session.deviceModel ? `${kind} · ${session.deviceModel}` : kind;
}

/** /profile: where the account is signed in, with a way out for each device and for all. */
export function SessionsCard() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const signOutEverywhere = useSignOutEverywhere();
  const [isConfirming, setIsConfirming] = useState(false);

  return (
    <Card title={text.title} description={text.description}>
      {sessions.isPending ? (
        <LoadingState label={text.loading} />
      ) : sessions.isError ? (
        <div className="space-y-3">
          <ErrorAlert>{text.loadFailed}</ErrorAlert>
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {sessions.data.map((session) => (
              <SessionItem
                key={session._id}
                session={session}
                isEnding={endSession.isPending && endSession.variables === session._id}
                onEnd={() => endSession.mutate(session._id)}
              />
            ))}
          </ul>
          {sessions.data.every((s) => s.current) && (
            <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
              {text.noOthers}
            </p>
          )}
        </>
      )}
      <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{text.everywhereHint}</p>
        <Button
          variant="danger-outline"
          className="w-full shrink-0 sm:w-auto"
          onClick={() => setIsConfirming(true)}
        >
          {text.everywhere}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={text.everywhereTitle}
        message={text.everywhereMessage}
        confirmLabel={text.everywhere}
        busyLabel={text.everywhereBusy}
        isBusy={signOutEverywhere.isPending}
        onConfirm={() =>
          signOutEverywhere.mutate(undefined, { onError: () => setIsConfirming(false) })
        }
        onCancel={() => setIsConfirming(false)}
      />
    </Card>
  );
}

function SessionItem({
  session,
  isEnding,
  onEnd,
}: {
  session: AccountSession;
  isEnding: boolean;
  onEnd: () => void;
}) {
  const Icon = icons[session.deviceType];
  const title = sessionTitle(session);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100">
        <Icon aria-hidden="true" className="size-5 text-slate-500" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="break-words">{title}</span>
          {session.current && <Badge tone="indigo">{text.thisDevice}</Badge>}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
          <dt className="text-slate-500">{text.device}</dt>
          <dd>{sessionDevice(session)}</dd>
          <dt className="text-slate-500">{text.address}</dt>
          <dd className="break-all">{session.ip || text.unknownAddress}</dd>
          <dt className="text-slate-500">{text.started}</dt>
          <dd>
            <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
          </dd>
          <dt className="text-slate-500">{text.lastUsed}</dt>
          <dd>
            <time dateTime={session.lastUsedAt}>{formatDateTime(session.lastUsedAt)}</time>
          </dd>
        </dl>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          isBusy={isEnding}
          aria-label={text.signOutOf(title)}
          onClick={onEnd}
        >
          {text.signOut}
        </Button>
      )}
    </li>
  );
}
