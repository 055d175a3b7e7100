import type { Rent } from '@nivas/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Plus, ReceiptIndianRupee } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { CompactList } from '@/components/ui/compact-row';
import { Pager } from '@/components/ui/pager';
import { RefreshStatus } from '@/components/ui/refresh-status';
import { QueryState, staleSince } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { MarkPaidDialog } from '@/components/payments/mark-paid-dialog';
import { t } from '@/i18n';
import { useIsPhone, useMediaQuery } from '@/lib/use-media-query';
import { useRents } from './api/get-rents';
import { DeleteRentDialog } from './components/delete-rent-dialog';
import { RentRecordCard } from './components/rent-record-card';
import { RentRecordRow } from './components/rent-record-row';
import { RentRecordSheet } from './components/rent-record-sheet';
import { RentsTable } from './components/rents-table';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Eight columns need the width of a laptop beside the sidebar; below it, cards. */
const TABLE_QUERY = '(min-width: 1280px)';

/**
 * /rents: every rent record, with Mark Paid, Edit and Delete (SPEC §2), a page at a time: a
 * large PG holds a hundred thousand records and more. Mark Paid records the whole balance
 * once confirmed, and can be undone from its toast.
 */
export function RentsPage() {
  useDocumentTitle(t.rents.title);
  const [page, setPage] = useState(1);
  const query = useRents(page);
  const pagination = query.data?.pagination;
  const isFetchingPage = query.isPlaceholderData;
  // The last record of the last page deleted: the page before it.
  if (pagination && pagination.totalPages > 0 && page > pagination.totalPages) {
    setPage(pagination.totalPages);
  }
  const isTable = useMediaQuery(TABLE_QUERY);
  const isPhone = useIsPhone();
  const [rentToShow, setRentToShow] = useState<Rent | null>(null);
  const [rentToMarkPaid, setRentToMarkPaid] = useState<Rent | null>(null);
  const [rentToDelete, setRentToDelete] = useState<Rent | null>(null);

  // Mark Paid asks first (the balance and the method), and its toast offers Undo.
  const handlers = { onMarkPaid: setRentToMarkPaid, onDelete: setRentToDelete };

  return (
    <>
      <PageHeader
        title={t.rents.title}
        status={
          <RefreshStatus
            updatedAt={query.dataUpdatedAt}
            unconfirmedSince={staleSince(query)}
            isRefreshing={query.isRefetching && !isFetchingPage}
            onRefresh={() => query.refetch()}
          />
        }
        description={t.rents.subtitle}
      >
        <Link to={paths.rentAdd} className={buttonClasses('primary', 'w-full sm:w-auto')}>
          <Plus aria-hidden="true" className="size-4" />
          {t.rents.addNew}
        </Link>
      </PageHeader>

      <QueryState
        query={query}
        failedTitle={t.rents.toasts.fetchFailed}
        loading={<LoadingState label={t.rents.loading} />}
        isEmpty={({ rents }) => rents.length === 0}
        // The header's Add New Rent is the next step; a second one here would only repeat it.
        empty={<EmptyState icon={ReceiptIndianRupee} message={t.rents.empty} />}
      >
        {({ rents, pagination: shown }) => (
          <div aria-busy={isFetchingPage}>
            {isTable ? (
              <RentsTable rents={rents} {...handlers} />
            ) : isPhone ? (
              <CompactList>
                {rents.map((rent) => (
                  <li key={rent._id} className="flex">
                    <RentRecordRow rent={rent} onOpen={setRentToShow} />
                  </li>
                ))}
              </CompactList>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {rents.map((rent) => (
                  <li key={rent._id}>
                    <RentRecordCard rent={rent} {...handlers} />
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={shown.page}
              totalPages={shown.totalPages}
              total={shown.total}
              isLoading={isFetchingPage}
              onChange={setPage}
            />
          </div>
        )}
      </QueryState>

      <RentRecordSheet rent={rentToShow} onClose={() => setRentToShow(null)} {...handlers} />
      <MarkPaidDialog rent={rentToMarkPaid} onClose={() => setRentToMarkPaid(null)} />
      <DeleteRentDialog rent={rentToDelete} onClose={() => setRentToDelete(null)} />
    </>
  );
}
