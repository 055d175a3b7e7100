import { type TenantAccount, verificationForm } from '@nivas/domain';
import { useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Printer, TriangleAlert } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useTenantAccount } from '@/data/tenants/get-tenant-account';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';
import { TenantNotFound } from './components/tenant-not-found';
import { VerificationSheet } from './components/verification-sheet';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = t.tenants.verification;

/**
 * /tenants/{id}/verification: the police tenant verification form, filled from the tenant's
 * record (their ID masked) and the owner's profile, with a Print button. Printed, only the
 * sheet shows, on A4 (the app's frame is hidden for print).
 */
export function TenantVerificationPage() {
  useDocumentTitle(t.tenants.verification.pageTitle);
  const { id = '' } = useParams();
  const account = useTenantAccount(id);
  if (httpStatus(account.error) === 404) return <TenantNotFound />;
  return (
    <QueryState
      query={account}
      failedTitle={t.tenants.toasts.detailsFailed}
      loading={<LoadingState label={text.loading} />}
    >
      {(current) => <Verification account={current} />}
    </QueryState>
  );
}

function Verification({ account }: { account: TenantAccount }) {
  const { tenant } = account;
  const form = verificationForm(tenant, useAdmin());
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={text.pageTitle} description={text.description}>
          <div className="flex flex-wrap gap-2">
            <BackLink to={paths.tenantDetails.to(tenant._id)} label={text.back} />
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {text.print}
            </Button>
          </div>
        </PageHeader>
        {form.missing.length > 0 && (
          <p
            role="status"
            className="mb-6 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {text.gaps} {form.missing.map((gap) => text.gapNames[gap]).join(', ')}.
            </span>
          </p>
        )}
      </div>
      <VerificationSheet tenant={tenant} form={form} />
    </>
  );
}
