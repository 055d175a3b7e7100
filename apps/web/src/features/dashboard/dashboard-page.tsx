import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';
import { WelcomeBanner } from './components/welcome-banner';

/** The stats, quick actions and rent status of SPEC §2 arrive with their issue. */
export function DashboardPage() {
  const admin = useAdmin();
  return (
    <>
      <PageHeader title={t.dashboard.title} />
      <WelcomeBanner admin={admin} />
    </>
  );
}

export default DashboardPage;
