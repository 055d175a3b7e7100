import type { Rent } from '@nivas/domain';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { payableCharge, payableRent, type Payable } from '@/components/payments/payable';
import { PaymentDialog } from '@/components/payments/on-demand';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Plus, ReceiptIndianRupee, RefreshCw } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { RefreshStatus } from '@/components/ui/refresh-status';
import { QueryState, staleSince } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/config/paths';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useIsPhone } from '@/lib/use-media-query';
import { useSearchParam } from '@/lib/use-search-param';
import { useOverdueFirstPage, useRentsPage } from './api/get-rents-page';
import { BulkActions, CompactBulkActions } from './components/bulk-actions';
import { ChargesPanel, OverdueCharges } from './components/charges-panel';
import { RentDetailsDialog } from './components/rent-details-dialog';
import { RentList } from './components/rent-list';
import { RENT_TAB_PANEL_ID, RentTabs, tabId } from './components/rent-tabs';
import { StatusFilterBar } from './components/status-filter';
import { parseStatusFilter, parseTab } from './filter-rents';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = t.rentManagement;

/**
 * /rent-management. The tab, the status filter and the search live in the address, so Back
 * and a reload keep them.
 */
export function RentManagementPage() {
  useDocumentTitle(text.title);
  const [tabParam, setTab] = useSearchParam('tab', 'overdue');
  const [statusParam, setStatus] = useSearchParam('status', 'all');
  const [search, setSearch] = useSearchParam('q');
  const tab = parseTab(tabParam);
  const status = parseStatusFilter(statusParam, tab === 'charges');
  const [toPay, setToPay] = useState<Payable | null>(null);
  const [rentToShow, setRentToShow] = useState<Rent | null>(null);

  // The server filters, searches and pages: Overdue asks for overdue rents, Rent Records for
  // every record, All Rents for its status filter's. The search is sent once typing pauses.
  const q = useDebouncedValue(search.trim());
  const listStatus =
    tab === 'overdue' ? 'Overdue' : tab === 'all' && status !== 'all' ? status : undefined;
  // A new list starts at its first page.
  const listKey = `${listStatus ?? ''}|${q}`;
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const isCharges = tab === 'charges';
  const list = useRentsPage({ status: listStatus, q, page }, !isCharges);
  const overdue = useOverdueFirstPage();
  // After a failed refresh the last count stays, like the list, under the not-updated marker.
  const overdueCount = overdue.data ? overdue.data.pagination.total : null;

  // The overdue charges come under the rents once QueryState has drawn them (in a deferred
  // render): mounted with the rents' answer, they would make that answer's update long.
  const rentsShown = useDeferredValue(list.data !== undefined);
  const pagination = list.data?.pagination;
  // The last rent of the last page paid or removed: the page before it.
  if (pagination && pagination.totalPages > 0 && page > pagination.totalPages) {
    setPaging({ listKey, page: pagination.totalPages });
  }
  const emptyMessage = q
    ? text.empty.noMatch
    : tab === 'overdue'
      ? text.empty.overdue
      : tab === 'all' && status !== 'all'
        ? text.empty.status
        : text.empty.records;

  const queryClient = useQueryClient();
  const isFetchingCharges = useIsFetching({ queryKey: rentKeys.chargeLists }) > 0;
  const isRefreshing = isCharges
    ? isFetchingCharges || overdue.isRefetching
    : (list.isRefetching && !list.isPlaceholderData) || overdue.isRefetching;
  const refresh = () =>
    Promise.all([
      isCharges
        ? queryClient.invalidateQueries({ queryKey: rentKeys.chargeLists })
        : list.refetch(),
      overdue.refetch(),
    ]);

  const isPhone = useIsPhone();

  return (
    <>
      <PageHeader
        title={text.title}
        description={text.subtitle}
        status={
          <RefreshStatus
            updatedAt={isCharges ? overdue.dataUpdatedAt : list.dataUpdatedAt}
            unconfirmedSince={isCharges ? staleSince(overdue) : staleSince(list, [overdue])}
            isRefreshing={isRefreshing}
            onRefresh={refresh}
          />
        }
      >
        {isPhone ? (
          <CompactBulkActions />
        ) : (
          <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
            <Button variant="secondary" onClick={() => void refresh()} disabled={isRefreshing}>
              <RefreshCw
                aria-hidden="true"
                className={cn('size-4', isRefreshing && 'animate-spin')}
              />
              {text.refresh}
            </Button>
            <Link to={paths.rentAdd} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              {text.addNew}
            </Link>
          </div>
        )}
      </PageHeader>

      <div className="space-y-6">
        {!isPhone && <BulkActions />}

        <div className="space-y-4">
          <SearchField
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <RentTabs tab={tab} onChange={setTab} overdueCount={overdueCount} />
          <div
            id={RENT_TAB_PANEL_ID}
            role="tabpanel"
            aria-labelledby={tabId(tab)}
            className="pt-2 focus:outline-none"
          >
            {/* The list's heading for screen readers: its rows' headings come under it. */}
            <h2 className="sr-only">{text.tabs[tab]}</h2>
            {isCharges ? (
              <ChargesPanel
                status={status}
                onStatusChange={setStatus}
                search={q}
                onPay={(charge) => setToPay(payableCharge(charge))}
              />
            ) : (
              <>
                {tab === 'all' && <StatusFilterBar value={status} onChange={setStatus} />}
                <QueryState
                  query={list}
                  // The Overdue count above the list is part of what the screen shows.
                  watch={[overdue]}
                  failedTitle={
                    listStatus === 'Overdue' ? text.toasts.overdueFailed : text.toasts.allFailed
                  }
                  loading={<LoadingState label={text.loading} />}
                  isEmpty={({ rents }) => rents.length === 0}
                  empty={<EmptyState icon={ReceiptIndianRupee} message={emptyMessage} />}
                >
                  {({ rents, pagination: shown }) => (
                    <>
                      <RentList
                        rents={rents}
                        isFetchingPage={list.isPlaceholderData}
                        onPay={(rent) => setToPay(payableRent(rent))}
                        onDetails={setRentToShow}
                      />
                      <Pager
                        page={shown.page}
                        totalPages={shown.totalPages}
                        total={shown.total}
                        isLoading={list.isPlaceholderData}
                        onChange={(next) => setPaging({ listKey, page: next })}
                      />
                    </>
                  )}
                </QueryState>
                {/* Under the rents once they are shown: never under a list still loading, which
                    would push it down as it arrives. */}
                {tab === 'overdue' && rentsShown && (
                  <OverdueCharges search={q} onPay={(charge) => setToPay(payableCharge(charge))} />
                )}
              </>
            )}
          </div>
        </div>
      </div>

      <PaymentDialog payable={toPay} onClose={() => setToPay(null)} />
      <RentDetailsDialog rent={rentToShow} onClose={() => setRentToShow(null)} />
    </>
  );
}
