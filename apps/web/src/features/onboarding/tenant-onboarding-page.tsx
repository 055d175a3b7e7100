import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';

/** A public screen (SPEC §2); the five-step wizard comes with its own issue. */
export function TenantOnboardingPage() {
  return <PageHeader title={t.onboarding.title} />;
}

export default TenantOnboardingPage;
