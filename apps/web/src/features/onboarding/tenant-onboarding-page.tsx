import { dateInZone } from '@nivas/domain';
import { RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';
import { AadhaarStep } from './components/aadhaar-step';
import { DetailsStep } from './components/details-step';
import { MobileStep } from './components/mobile-step';
import { PhotoStep } from './components/photo-step';
import { ReviewStep } from './components/review-step';
import { StepIndicator } from './components/step-indicator';
import type { StepProps } from './components/step-props';
import { furthestStep, type Step, useWizardData, type WizardOrigin } from './wizard-state';

/** DESIGN.md: the business time zone's today is the default joining date (SPEC §9). */
const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

const STEPS = {
  1: MobileStep,
  2: PhotoStep,
  3: AadhaarStep,
  4: DetailsStep,
  5: ReviewStep,
} as const;

/**
 * /tenant-onboarding: the five-step wizard (SPEC §2, DESIGN.md reading 1), public, with
 * roomId, bedNumber and returnToRoom carried from the address to the end.
 */
export function TenantOnboardingPage() {
  const [params] = useSearchParams();
  const origin = useMemo<WizardOrigin>(
    () => ({
      roomId: params.get('roomId') ?? '',
      bedNumber: /^\d+$/.test(params.get('bedNumber') ?? '') ? (params.get('bedNumber') ?? '') : '',
      returnToRoom: params.get('returnToRoom') === 'true',
    }),
    [params],
  );
  const [today] = useState(() => dateInZone(new Date(), BUSINESS_TIME_ZONE));
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
      <PageHeader title={t.onboarding.title} description={t.onboarding.subtitle} />
      <StepIndicator current={data.step} />
      <section
        aria-labelledby="onboarding-step-title"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
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
        <CurrentStep key={data.step} {...props} />
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
