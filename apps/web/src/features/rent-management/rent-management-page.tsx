import type { Rent } from '@nivas/domain';
import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { t } from '@/i18n';
import { useSearchParam } from '@/lib/use-search-param';
import { useAllRents } from './api/get-all-rents';
import { useOverdueRents } from './api/get-overdue-rents';
import { BulkActions } from './components/bulk-actions';
import { PaymentDialog } from './components/payment-dialog';
import { RentDetailsDialog } from './components/rent-details-dialog';
import { RentList } from './components/rent-list';
import { RENT_TAB_PANEL_ID, RentTabs, tabId } from './components/rent-tabs';
import { StatusFilterBar } from './components/status-filter';
import { filterRents, parseStatusFilter, parseTab } from './filter-rents';

const text = t.rentManagement;

/**
 * /rent-management. The tab, the status filter and the search live in the address, so Back
 * and a reload keep them.
 */
export function RentManagementPage() {
  const overdue = useOverdueRents();
  const all = useAllRents();
  const [tabParam, setTab] = useSearchParam('tab', 'overdue');
  const [statusParam, setStatus] = useSearchParam('status', 'all');
  const [search, setSearch] = useSearchParam('q');
  const tab = parseTab(tabParam);
  const status = parseStatusFilter(statusParam);
  const [rentToPay, setRentToPay] = useState<Rent | null>(null);
  const [rentToShow, setRentToShow] = useState<Rent | null>(null);

  // Overdue has its own, oldest-first list from the server; the other two tabs share GET /rents.
  const source = tab === 'overdue' ? overdue : all;
  // SPEC §4: a failed list fetch empties the list.
  const rents = source.isError ? [] : (source.data ?? []);
  const shown = filterRents(rents, search, tab === 'all' ? status : 'all');
  const emptyMessage =
    rents.length === 0
      ? tab === 'overdue'
        ? text.empty.overdue
        : text.empty.records
      : search.trim()
        ? text.empty.noMatch
        : text.empty.status;

  const isRefreshing = overdue.isRefetching || all.isRefetching;
  const refresh = () => {
    void overdue.refetch();
    void all.refetch();
  };

  return (
    <>
      <PageHeader title={text.title} description={text.subtitle}>
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <Button variant="secondary" onClick={refresh} disabled={isRefreshing}>
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
      </PageHeader>

      <div className="space-y-6">
        <BulkActions />

        <div className="space-y-4">
          <SearchField
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <RentTabs
            tab={tab}
            onChange={setTab}
            overdueCount={overdue.data && !overdue.isError ? overdue.data.length : null}
          />
          <div
            id={RENT_TAB_PANEL_ID}
            role="tabpanel"
            aria-labelledby={tabId(tab)}
            className="pt-2 focus:outline-none"
          >
            {tab === 'all' && <StatusFilterBar value={status} onChange={setStatus} />}
            <RentList
              rents={shown}
              isLoading={source.isPending}
              emptyMessage={emptyMessage}
              onPay={setRentToPay}
              onDetails={setRentToShow}
            />
          </div>
        </div>
      </div>

      <PaymentDialog rent={rentToPay} onClose={() => setRentToPay(null)} />
      <RentDetailsDialog rent={rentToShow} onClose={() => setRentToShow(null)} />
    </>
  );
}

export default RentManagementPage;
