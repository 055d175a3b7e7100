import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '@nivas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { t } from '@/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from './cn';

const SEGMENTS = 4;
const toneByScore = [
  'bg-red-500',
  'bg-red-500',
  'bg-amber-500',
  'bg-emerald-500',
  'bg-emerald-600',
];

/**
 * How hard a new password is to guess, as the server will judge it: a bar and, for screen
 * readers and for anyone who does not read colours, the same in words (announced politely as
 * the typing pauses). The estimator and its word lists load on the first keystroke.
 */
export function PasswordStrengthMeter({
  password,
  userInputs,
}: {
  password: string;
  /** The owner's own details (name, email, PG name, phone): weak words in their password. */
  userInputs: string[];
}) {
  const settled = useDebouncedValue(password, 250);
  const isLongEnough = settled.length >= PASSWORD_MIN_LENGTH;
  const strength = useQuery({
    queryKey: ['password-strength', settled, userInputs],
    queryFn: async () => {
      const { estimatePasswordStrength } = await import('@/lib/password-strength');
      return estimatePasswordStrength(settled, userInputs);
    },
    enabled: isLongEnough,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    // What was typed is not kept once the form has moved on.
    gcTime: 0,
  });
  const text = t.passwordStrength;

  const result = isLongEnough ? strength.data : undefined;
  const isAccepted = result ? !result.isCommon && result.score >= PASSWORD_MIN_SCORE : false;
  const filled = result ? Math.max(1, result.score) : 0;

  let verdict = '';
  if (password === '') verdict = '';
  else if (!isLongEnough) verdict = text.tooShort(PASSWORD_MIN_LENGTH);
  else if (!result) verdict = strength.isError ? text.unavailable : text.checking;
  else if (result.isCommon) verdict = `${text.labels[0]}. ${text.common}`;
  else if (isAccepted) verdict = `${text.labels[result.score]}. ${text.accepted}`;
  else verdict = `${text.labels[result.score]}. ${text.advice}`;

  // The live region is always on the page, so its first words are announced too.
  return (
    <div className="space-y-1.5">
      {password !== '' && (
        <div aria-hidden="true" className="flex gap-1">
          {Array.from({ length: SEGMENTS }, (_, i) => (
            <span
              key={i}
              className={cn(
                'h-1.5 flex-1 rounded-full',
                result && i < filled
                  ? toneByScore[result.isCommon ? 0 : result.score]
                  : 'bg-slate-200',
              )}
            />
          ))}
        </div>
      )}
      <p
        aria-live="polite"
        className={cn(
          'text-xs',
          result && !isAccepted
            ? 'text-red-700'
            : isAccepted
              ? 'text-emerald-700'
              : 'text-slate-500',
        )}
      >
        {verdict && (
          <>
            <span className="font-medium">{text.label}</span> {verdict}
          </>
        )}
      </p>
    </div>
  );
}
