import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';

/** Only the heading for now: the screen itself comes with its own issue. */
export function TenantAddPage() {
  return <PageHeader title={t.tenants.addTitle} />;
}

export default TenantAddPage;
