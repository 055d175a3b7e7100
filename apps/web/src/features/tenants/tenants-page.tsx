import type { Tenant } from '@nivas/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import { CompactRows } from '@/components/ui/compact-rows';
import { EmptyState } from '@/components/ui/empty-state';
import { Plus, Users, Zap } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshStatus } from '@/components/ui/refresh-status';
import { QueryState, staleSince } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useTenants } from '@/data/tenants/get-tenants';
import { t } from '@/i18n';
import { useIsPhone } from '@/lib/use-media-query';
import { useSearchParam } from '@/lib/use-search-param';
import { DeleteTenantDialog } from './components/delete-tenant-dialog';
import { TenantCard } from './components/tenant-card';
import { TenantFilters } from './components/tenant-filters';
import { TenantRow } from './components/tenant-row';
import { filterTenants, parseStatusFilter } from './filter-tenants';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /tenants. The search and the filter live in the address, so Back keeps them. */
export function TenantsPage() {
  useDocumentTitle(t.tenants.title);
  const { query, stamp } = useTenants();
  const [search, setSearch] = useSearchParam('q');
  const [statusParam, setStatus] = useSearchParam('status', 'all');
  const status = parseStatusFilter(statusParam);
  const [tenantToDelete, setTenantToDelete] = useState<Tenant | null>(null);
  const isPhone = useIsPhone();

  return (
    <>
      <PageHeader
        title={t.tenants.title}
        status={
          <RefreshStatus
            updatedAt={query.dataUpdatedAt}
            unconfirmedSince={staleSince(query, [stamp])}
            isRefreshing={query.isRefetching}
            onRefresh={() => Promise.all([query.refetch(), stamp.refetch()])}
          />
        }
        description={t.tenants.subtitle}
      >
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          {/* For tenants who already live here: the one form, without photo or Aadhaar scan. */}
          <Link
            to={paths.tenantAdd}
            title={t.tenants.quickAddHint}
            className={buttonClasses('secondary')}
          >
            <Zap aria-hidden="true" className="size-4" />
            {t.tenants.quickAdd}
          </Link>
          {/* SPEC §2: the list's Add Tenant opens the onboarding flow. */}
          <Link to={paths.tenantOnboarding} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {t.tenants.addTenant}
          </Link>
        </div>
      </PageHeader>

      <TenantFilters
        search={search}
        status={status}
        onSearchChange={setSearch}
        onStatusChange={setStatus}
      />

      <QueryState
        query={query}
        watch={[stamp]}
        failedTitle={t.tenants.toasts.fetchFailed}
        loading={<LoadingState label={t.tenants.loading} />}
        isEmpty={(tenants) => tenants.length === 0}
        empty={
          <EmptyState icon={Users} message={t.tenants.empty.none}>
            <Link to={paths.tenantAdd} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              {t.tenants.addFirst}
            </Link>
          </EmptyState>
        }
      >
        {(tenants) => {
          const shown = filterTenants(tenants, search, status);
          return shown.length === 0 ? (
            <EmptyState icon={Users} message={t.tenants.empty.noMatch} />
          ) : isPhone ? (
            // A phone shows sixty tenants in three screens, not sixty.
            <CompactRows
              items={shown}
              getKey={(tenant) => tenant._id}
              renderItem={(tenant) => <TenantRow tenant={tenant} />}
            />
          ) : (
            <CardGrid
              items={shown}
              getKey={(tenant) => tenant._id}
              renderItem={(tenant) => <TenantCard tenant={tenant} onDelete={setTenantToDelete} />}
              className="grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3"
              columns={{ base: 1, md: 2, '2xl': 3 }}
              estimateRowHeight={330}
            />
          );
        }}
      </QueryState>

      <DeleteTenantDialog tenant={tenantToDelete} onClose={() => setTenantToDelete(null)} />
    </>
  );
}
