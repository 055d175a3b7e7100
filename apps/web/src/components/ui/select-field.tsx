import { useId, type ComponentProps } from 'react';
import { cn } from './cn';
import { ChevronDown } from './icons';
import { FieldShell, inputClasses } from './text-field';

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string; hint?: string };

/** A labelled native select: on phones it opens the system picker, which people know. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  children,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <Select
          id={selectId}
          hasError={Boolean(error)}
          aria-describedby={describedBy}
          className={className}
          {...props}
        >
          {children}
        </Select>
      )}
    </FieldShell>
  );
}

/** The bare select with the app's look, for places where the label is not shown above it. */
export function Select({
  hasError = false,
  className,
  children,
  ...props
}: ComponentProps<'select'> & { hasError?: boolean }) {
  return (
    <div className="relative">
      <select
        className={cn(
          inputClasses(
            hasError,
            'appearance-none pr-10 disabled:bg-slate-50 disabled:text-slate-500',
          ),
          className,
        )}
        aria-invalid={hasError || undefined}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
      />
    </div>
  );
}
