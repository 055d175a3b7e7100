import type { TenantAccount } from '@nivas/domain';
import { Link, useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button';
import { FileText } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBusinessToday } from '@/data/settings/business-today';
import { useSettings } from '@/data/settings/get-settings';
import { useTenantAccount } from '@/data/tenants/get-tenant-account';
import { t } from '@/i18n';
import { MoveOutForm } from './components/move-out-form';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = t.moveOut;

/** /tenants/{id}/move-out: the one way a tenant leaves, settled by the PG's house rules. */
export function MoveOutPage() {
  const { id = '' } = useParams();
  const account = useTenantAccount(id);
  useDocumentTitle(account.data ? t.moveOut.title(account.data.tenant.name) : t.tenants.title);
  const settings = useSettings();
  const today = useBusinessToday();

  if (httpStatus(account.error) === 404) {
    return <LoadFailedPage title={t.tenants.notFound.title} reason={t.tenants.notFound.message} />;
  }
  return (
    <QueryState
      query={allLoaded(account, settings, today)}
      failedTitle={account.isError ? t.tenants.toasts.detailsFailed : t.settings.loadFailed}
      loading={<LoadingState label={text.loading} />}
    >
      {([current, currentSettings, currentToday]) =>
        current.tenant.active ? (
          <MoveOutForm account={current} settings={currentSettings} today={currentToday} />
        ) : (
          <AlreadyMovedOut account={current} />
        )
      }
    </QueryState>
  );
}

function LoadFailedPage({ title, reason }: { title: string; reason: string }) {
  return (
    <div className="space-y-6">
      <BackLink to={paths.tenants} label={t.tenants.form.back} />
      <div role="alert" className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{reason}</p>
      </div>
    </div>
  );
}

function AlreadyMovedOut({ account }: { account: TenantAccount }) {
  const { tenant } = account;
  return (
    <>
      <PageHeader title={text.title(tenant.name)}>
        <BackLink to={paths.tenantDetails.to(tenant._id)} label={text.back} />
      </PageHeader>
      <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
        <p role="status" className="text-slate-800">
          {text.alreadyMovedOut}
        </p>
        {account.moveOut && (
          <Link
            to={paths.tenantMoveOutStatement.to(tenant._id)}
            className={buttonClasses('primary', 'mt-4')}
          >
            <FileText aria-hidden="true" className="size-4" />
            {t.tenants.page.movedOut.link}
          </Link>
        )}
      </div>
    </>
  );
}
