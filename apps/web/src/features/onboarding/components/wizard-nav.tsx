import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ArrowLeft, ArrowRight } from '@/components/ui/icons';
import { t } from '@/i18n';

/**
 * The row under each step: Back (steps 2–4, SPEC §2) and the step's way forward. Continue is
 * a submit button, so Enter in any field moves on as well.
 */
export function WizardNav({
  onBack,
  continueLabel = t.onboarding.continue,
  isContinueDisabled = false,
  isBusy = false,
  children,
}: {
  onBack?: () => void;
  continueLabel?: string;
  isContinueDisabled?: boolean;
  isBusy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.onboarding.back}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button type="submit" disabled={isContinueDisabled || isBusy} isBusy={isBusy}>
          {continueLabel}
          {!isBusy && <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </div>
  );
}
