import { cn } from '@/components/ui/cn';
import { Check } from '@/components/ui/icons';
import { t } from '@/i18n';
import { STEP_COUNT, type Step } from '../wizard-state';

const text = t.onboarding;

/**
 * Where the person is among the five steps. On a phone the circles stay and only the current
 * step's name is written out, under them.
 */
export function StepIndicator({ current }: { current: Step }) {
  return (
    <nav aria-label={text.stepsLabel} className="mb-6">
      <ol className="flex items-start">
        {text.steps.map((label, index) => {
          const step = index + 1;
          const isDone = step < current;
          const isCurrent = step === current;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                    step <= current ? 'bg-indigo-600' : 'bg-slate-200',
                  )}
                />
              )}
              <span
                className={cn(
                  'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold ring-2',
                  isDone && 'bg-indigo-600 text-white ring-indigo-600',
                  isCurrent && 'bg-white text-indigo-700 ring-indigo-600',
                  !isDone && !isCurrent && 'bg-white text-slate-500 ring-slate-300',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="size-4" /> : step}
              </span>
              <span
                className={cn(
                  'mt-2 hidden px-1 text-xs font-medium sm:block',
                  isCurrent ? 'text-indigo-700' : 'text-slate-500',
                )}
              >
                {label}
              </span>
              <span className="sr-only sm:hidden">{isDone ? text.stepDone(label) : label}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-center text-sm font-medium text-slate-700 sm:hidden">
        {text.stepOf(current, STEP_COUNT)}: {text.steps[current - 1]}
      </p>
    </nav>
  );
}
