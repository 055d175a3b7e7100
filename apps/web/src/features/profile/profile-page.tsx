import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';
import { ChangePasswordForm } from './components/change-password-form';
import { ExportDataCard } from './components/export-data-card';
import { ProfileDetailsForm } from './components/profile-details-form';
import { SessionsCard } from './components/sessions-card';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ProfilePage() {
  useDocumentTitle(t.profile.title);
  const admin = useAdmin();
  return (
    <>
      <PageHeader title={t.profile.title} description={t.profile.subtitle} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <ProfileDetailsForm admin={admin} />
        <ChangePasswordForm />
        <SessionsCard />
        <ExportDataCard />
      </div>
    </>
  );
}
