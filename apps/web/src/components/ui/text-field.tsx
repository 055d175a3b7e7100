import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

export const inputClasses = (hasError: boolean, className?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-offset-0',
    // A field shown but not typed in (filled from an earlier step) does not look like one that is.
    'read-only:bg-slate-50 read-only:text-slate-600',
    hasError
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-200',
    className,
  );

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/** Label, control, hint and error, wired together for assistive technology. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(describedBy)}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <input
          id={inputId}
          className={inputClasses(Boolean(error), className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

export function TextAreaField({ label, error, className, id, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} error={error}>
      {(describedBy) => (
        <textarea
          id={inputId}
          rows={3}
          className={inputClasses(Boolean(error), cn('resize-y', className))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
      )}
    </FieldShell>
  );
}
