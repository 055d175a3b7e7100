import { useId, useState, type ComponentProps } from 'react';
import { t } from '@/i18n';
import { Eye, EyeOff } from './icons';
import { FieldShell, inputClasses } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A password input with a show/hide toggle (SPEC §2) that names its state for screen readers. */
export function PasswordField({ label, error, hint, id, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="relative">
          <input
            id={inputId}
            type={isVisible ? 'text' : 'password'}
            className={inputClasses(Boolean(error), 'pr-11')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...props}
          />
          <button
            type="button"
            onClick={() => setIsVisible((v) => !v)}
            aria-label={isVisible ? t.form.hidePassword : t.form.showPassword}
            aria-controls={inputId}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </FieldShell>
  );
}
