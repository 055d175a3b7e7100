import type { Step, UpdateWizard, WizardData } from '../wizard-state';

/** What every step gets from the wizard. */
export interface StepProps {
  data: WizardData;
  update: UpdateWizard;
  /** Onwards: to the next step, or back to the review after an Edit. */
  next: () => void;
  back: () => void;
  goTo: (step: Step) => void;
  today: string;
}
