import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * One choice drawn as a card: a radio button or a checkbox with its label and a hint under it,
 * read out with it. The whole card is the label, a larger target than the box, and is tinted
 * while chosen.
 */
export function ChoiceCard({
  label,
  hint,
  ...input
}: { label: string; hint: ReactNode } & ComponentProps<'input'>) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 ring-inset has-checked:bg-indigo-50 has-checked:ring-indigo-300">
      <input
        aria-describedby={hintId}
        className="mt-0.5 size-4 shrink-0 accent-indigo-600"
        {...input}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span id={hintId} className="block text-xs text-slate-500">
          {hint}
        </span>
      </span>
    </label>
  );
}
