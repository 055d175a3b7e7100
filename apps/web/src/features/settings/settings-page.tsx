import { LoadingState } from '@/components/ui/loading-state';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useSettings } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { HouseRulesForm } from './components/house-rules-form';
import { IdentityErasureForm } from './components/identity-erasure-form';
import { RentSettingsForm } from './components/rent-settings-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { UpiRemindersForm } from './components/upi-reminders-form';

/**
 * DESIGN.md reading 12: the PG's own settings, as the server holds and applies them, each
 * group saved on its own. One load and one Retry for the page.
 */
export function SettingsPage() {
  useDocumentTitle(t.settings.title);
  const settings = useSettings();
  return (
    <>
      <PageHeader title={t.settings.title} description={t.settings.subtitle} />
      <div className="max-w-2xl">
        <QueryState
          query={settings}
          failedTitle={t.settings.loadFailed}
          loading={<LoadingState label={t.settings.loading} />}
        >
          {(current) => (
            <div className="space-y-6">
              <Card title={t.settings.rent.title} description={t.settings.rent.description}>
                <RentSettingsForm settings={current} />
              </Card>
              <Card title={t.settings.house.title} description={t.settings.house.description}>
                <HouseRulesForm settings={current} />
              </Card>
              <Card
                title={t.settings.upiReminders.title}
                description={t.settings.upiReminders.description}
              >
                <UpiRemindersForm settings={current} />
              </Card>
              <Card title={t.settings.identity.title} description={t.settings.identity.description}>
                <IdentityErasureForm settings={current} />
              </Card>
            </div>
          )}
        </QueryState>
      </div>
    </>
  );
}
