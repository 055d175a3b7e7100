import { businessToday, type IsoDate } from '@nivas/domain';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RotateCcw } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBusinessToday } from '@/data/settings/business-today';
import { t } from '@/i18n';
import { useSession } from '@/lib/session/session-context';
import { MobileStep } from './components/mobile-step';
import { StepIndicator } from './components/step-indicator';
import type { StepProps } from './components/step-props';
import { furthestStep, type Step, useWizardData, type WizardOrigin } from './wizard-state';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The first step comes with the page; the other four come in one download once the owner
 * starts on the first (a key typed or a tap in it: its field is focused from the start, so a
 * focus would not wait for them), or when a saved wizard opens on one of them
 * (docs/performance.md: a first visit on a slow phone downloads and runs only what it shows).
 */
const loadLaterSteps = () => import('./components/later-steps');
type LaterSteps = Awaited<ReturnType<typeof loadLaterSteps>>;
const laterStep = (pick: (steps: LaterSteps) => ComponentType<StepProps>) =>
  lazy(async () => ({ default: pick(await loadLaterSteps()) }));

const STEPS = {
  1: MobileStep,
  2: laterStep((steps) => steps.PhotoStep),
  3: laterStep((steps) => steps.AadhaarStep),
  4: laterStep((steps) => steps.DetailsStep),
  5: laterStep((steps) => steps.ReviewStep),
} as const;

/** The device's own calendar date, for a wizard opened signed out (see below). */
const deviceToday = () => businessToday(Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * /tenant-onboarding: the five-step wizard (SPEC §2, DESIGN.md reading 1), public, with
 * roomId, bedNumber and returnToRoom carried from the address to the end. Signed in, it is the
 * app's "Add tenant" flow, inside the shell (app/onboarding-frame.tsx).
 *
 * Its today (the default joining date, the latest date of birth) is the PG's, from the
 * settings' time zone, so a signed-in owner's wizard waits for the settings. Signed out, the
 * settings cannot be read: the device's calendar stands in, and the joining date stays
 * editable. Once the wizard has started, signing in does not restart it.
 */
export function TenantOnboardingPage() {
  useDocumentTitle(t.onboarding.title);
  const session = useSession();
  const serverToday = useBusinessToday({ enabled: session.status === 'authenticated' });
  const known =
    session.status === 'authenticated'
      ? serverToday.data
      : session.status === 'unauthenticated'
        ? deviceToday()
        : undefined;
  // The last today known: a sign-in half-way loads the settings behind the wizard, which
  // stays on screen meanwhile.
  const [lastKnown, setLastKnown] = useState<IsoDate | null>(null);
  if (known !== undefined && known !== lastKnown) setLastKnown(known);
  const today = known ?? lastKnown;

  if (today !== null) return <Wizard today={today} />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.onboarding.title} description={t.onboarding.subtitle} />
      {/* Loading (a stored sign-in being checked counts) or failed; with data, the wizard. */}
      <QueryState
        query={serverToday}
        failedTitle={t.settings.loadFailed}
        loading={<LoadingState label={t.app.loading} />}
      >
        {() => null}
      </QueryState>
    </div>
  );
}

function Wizard({ today }: { today: IsoDate }) {
  const isSignedIn = useSession().status === 'authenticated';
  const [params] = useSearchParams();
  const origin = useMemo<WizardOrigin>(
    () => ({
      roomId: params.get('roomId') ?? '',
      bedNumber: /^\d+$/.test(params.get('bedNumber') ?? '') ? (params.get('bedNumber') ?? '') : '',
      returnToRoom: params.get('returnToRoom') === 'true',
    }),
    [params],
  );
  const { data, update, startOver } = useWizardData(origin, today);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isConfirmingStartOver, setIsConfirmingStartOver] = useState(false);

  const goTo = useCallback(
    (step: Step) => update((current) => ({ step, editingFromReview: current.step === 5 })),
    [update],
  );
  const next = useCallback(
    () =>
      update((current) => {
        // After an Edit from the review, back to the review if everything still holds.
        const step =
          current.editingFromReview && furthestStep(current) === 5
            ? 5
            : (Math.min(current.step + 1, 5) as Step);
        return { step, editingFromReview: step === 5 ? false : current.editingFromReview };
      }),
    [update],
  );
  const back = useCallback(
    () => update((current) => ({ step: Math.max(current.step - 1, 1) as Step })),
    [update],
  );

  // Each step starts at its title, for keyboards and screen readers and on a small screen.
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [data.step]);

  const CurrentStep = STEPS[data.step];
  const props: StepProps = { data, update, next, back, goTo, today };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.onboarding.title} description={t.onboarding.subtitle}>
        {/* Inside the app's shell once signed in: the way back to the list. */}
        {isSignedIn && <BackLink to={paths.tenants} label={t.onboarding.backToTenants} />}
      </PageHeader>
      <StepIndicator current={data.step} />
      <section
        aria-labelledby="onboarding-step-title"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        onKeyDown={() => void loadLaterSteps()}
        onPointerDown={() => void loadLaterSteps()}
      >
        <h2
          id="onboarding-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {t.onboarding.steps[data.step - 1]}
        </h2>
        {/* Keyed by step, so each step starts with its own fresh local state. */}
        <Suspense fallback={<LoadingState label={t.app.loading} />}>
          <CurrentStep key={data.step} {...props} />
        </Suspense>
      </section>
      {(data.step > 1 || data.phone !== '') && (
        <div className="mt-4 flex justify-center sm:justify-end">
          <Button variant="ghost" onClick={() => setIsConfirmingStartOver(true)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.onboarding.startOver}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirmingStartOver}
        title={t.onboarding.startOverConfirm.title}
        message={t.onboarding.startOverConfirm.message}
        confirmLabel={t.onboarding.startOverConfirm.confirm}
        cancelLabel={t.onboarding.startOverConfirm.cancel}
        onConfirm={() => {
          setIsConfirmingStartOver(false);
          startOver();
        }}
        onCancel={() => setIsConfirmingStartOver(false)}
      />
    </div>
  );
}
