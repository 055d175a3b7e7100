import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { tenantsQueryOptions } from '@/data/tenants/get-tenants';
import { t } from '@/i18n';
import { useSession } from '@/lib/session/session-context';
import { isPhoneValid } from '../wizard-state';
import type { StepProps } from './step-props';
import { WarningNotice } from './notice';
import { WizardNav } from './wizard-nav';

const text = t.onboarding.mobile;

/** Step 1 (SPEC §5, Wizard step 1): exactly ten digits; a warning if a tenant has them. */
export function MobileStep({ data, update, next }: StepProps) {
  const [phone, setPhone] = useState(data.phone);
  const [error, setError] = useState<string>();
  const isSignedIn = useSession().status === 'authenticated';
  // Signed out, the tenants cannot be read: the wizard itself is public (SPEC §6).
  const tenants = useQuery({ ...tenantsQueryOptions(), enabled: isSignedIn }).data ?? [];
  const existing = isPhoneValid(phone)
    ? tenants.find((tenant) => tenant.phone === phone)
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPhoneValid(phone)) {
      setError(text.invalid);
      return;
    }
    update({ phone });
    next();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">{text.intro}</p>
      <TextField
        label={text.label}
        hint={text.hint}
        error={error}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={phone}
        onChange={(event) => {
          // Digits only, ten at most (SPEC §5): spaces and dashes typed by habit drop out.
          setPhone(event.target.value.replace(/\D/g, '').slice(0, 10));
          setError(undefined);
        }}
        autoFocus
      />
      {existing && <WarningNotice>{text.existing(existing.name)}</WarningNotice>}
      <WizardNav />
    </form>
  );
}
