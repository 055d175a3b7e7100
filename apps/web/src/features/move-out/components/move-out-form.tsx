import {
  addDays,
  canRecordMoveOutOn,
  daysBetween,
  formatInr,
  isRealDate,
  MoveOutPreviewQuerySchema,
  PAYMENT_METHODS,
  type IsoDate,
  type Settings,
  type TenantAccount,
} from '@nivas/domain';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureReason } from '@/api/errors';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LogOut } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { formatDate, t } from '@/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMoveOutPreview, type MoveOutInput } from '../api/get-move-out-preview';
import { useRecordMoveOut } from '../api/record-move-out';
import { DeductionsEditor, type Deduction } from './deductions-editor';
import { MonthsWithoutRent } from './months-without-rent';
import { SettlementLines } from './settlement-lines';

const text = t.moveOut;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why these dates cannot make a statement yet; undefined when they can. */
function dateProblems(noticeDate: string, vacateDate: string, joiningDate: IsoDate) {
  const problems: { noticeDate?: string; vacateDate?: string } = {};
  if (!isRealDate(noticeDate)) problems.noticeDate = text.dates.noticeRequired;
  if (!isRealDate(vacateDate)) problems.vacateDate = text.dates.vacateRequired;
  else if (vacateDate < joiningDate) {
    problems.vacateDate = text.dates.vacateBeforeJoining(formatDate(joiningDate));
  } else if (isRealDate(noticeDate) && vacateDate < noticeDate) {
    problems.vacateDate = text.dates.vacateBeforeNotice;
  }
  return problems;
}

/**
 * What the page starts with: the dates and deductions it was left with (a month's rent added on
 * the way, `paths.tenantMoveOut.withInput`), else today for both dates. Most move-outs are
 * recorded on the day the tenant leaves; the notice date is then set back to the day they gave
 * notice, and the statement says at once what a short notice costs.
 */
function enteredBefore(params: URLSearchParams, today: IsoDate): MoveOutInput {
  const entered = MoveOutPreviewQuerySchema.safeParse(Object.fromEntries(params));
  return entered.success && params.has('vacateDate')
    ? entered.data
    : { noticeDate: today, vacateDate: today, deductions: [] };
}

/**
 * An active tenant's move-out: the notice and vacate dates, the owner's deductions, the
 * statement the server works out for them as they are typed, and its recording once confirmed.
 */
export function MoveOutForm({
  account,
  settings,
  today,
}: {
  account: TenantAccount;
  settings: Settings;
  today: IsoDate;
}) {
  const navigate = useNavigate();
  const { tenant } = account;
  const [params] = useSearchParams();
  const [entered] = useState(() => enteredBefore(params, today));
  const [noticeDate, setNoticeDate] = useState<string>(entered.noticeDate);
  const [vacateDate, setVacateDate] = useState<string>(entered.vacateDate);
  const [deductions, setDeductions] = useState<Deduction[]>(entered.deductions);
  const [refundMethod, setRefundMethod] = useState<PaymentMethod>('Cash');
  const [refundReference, setRefundReference] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const record = useRecordMoveOut();
  const submitHintId = useId();

  const problems = dateProblems(noticeDate, vacateDate, tenant.joiningDate);
  const hasProblems = Object.keys(problems).length > 0;
  const input: MoveOutInput = { noticeDate, vacateDate, deductions };
  // Dates are asked for once typing pauses; a deduction added or removed is asked for at once.
  const typedDates = `${noticeDate}|${vacateDate}`;
  const settledDates = useDebouncedValue(typedDates, 400);
  const isSettled = settledDates === typedDates;
  const [askedNotice = '', askedVacate = ''] = settledDates.split('|');
  const asked: MoveOutInput = { noticeDate: askedNotice, vacateDate: askedVacate, deductions };
  const preview = useMoveOutPreview(
    tenant._id,
    asked,
    !hasProblems && isSettled && !record.isPending && !record.isSuccess,
  );
  const statement = preview.data;
  // The statement on screen is the one for what is entered now, not a previous answer.
  const isCurrent =
    statement !== undefined && !preview.isPlaceholderData && !preview.isFetching && isSettled;

  // A later leaving is worked out as a preview, to show what it would cost; it is recorded on
  // the day the tenant leaves, or after it (the server's VACATE_DATE_IN_FUTURE).
  const isLaterLeaving = !hasProblems && !canRecordMoveOutOn(vacateDate, today);
  const noticeGiven =
    isRealDate(noticeDate) && isRealDate(vacateDate) ? daysBetween(noticeDate, vacateDate) : null;
  const noticeEnds = isRealDate(noticeDate) ? addDays(noticeDate, settings.noticeDays) : null;

  const confirm = () =>
    record.mutate(
      {
        tenantId: tenant._id,
        body: { ...input, refundMethod, refundReference: refundReference.trim() },
      },
      {
        onSuccess: () =>
          void navigate(paths.tenantMoveOutStatement.to(tenant._id), { replace: true }),
        onSettled: () => setIsConfirming(false),
      },
    );

  return (
    <>
      <PageHeader title={text.title(tenant.name)} description={text.subtitle}>
        <BackLink to={paths.tenantDetails.to(tenant._id)} label={text.back} />
      </PageHeader>

      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <Card title={text.dates.title}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={text.dates.noticeDate}
                type="date"
                value={noticeDate}
                max={vacateDate || undefined}
                hint={text.dates.noticeHint(settings.noticeDays)}
                error={problems.noticeDate}
                onChange={(event) => setNoticeDate(event.target.value)}
              />
              <TextField
                label={text.dates.vacateDate}
                type="date"
                value={vacateDate}
                min={tenant.joiningDate}
                hint={isLaterLeaving ? text.dates.vacateAheadHint : text.dates.vacateHint}
                error={problems.vacateDate}
                onChange={(event) => setVacateDate(event.target.value)}
              />
            </div>
            {noticeGiven !== null && noticeEnds && !hasProblems && (
              <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700 ring-1 ring-slate-200">
                {noticeGiven >= settings.noticeDays
                  ? text.dates.noticeEnough(noticeGiven)
                  : text.dates.noticeShort(
                      noticeGiven,
                      settings.noticeDays,
                      formatDate(noticeEnds),
                    )}
              </p>
            )}
          </Card>

          <Card title={text.deductions.title} description={text.deductions.description}>
            <DeductionsEditor deductions={deductions} onChange={setDeductions} />
          </Card>
        </div>

        <div className="min-w-0 space-y-6 lg:sticky lg:top-20 lg:col-span-2">
          <Card title={text.statement.previewTitle}>
            <div aria-live="polite" aria-busy={!isCurrent && !preview.isError}>
              {hasProblems ? (
                <p className="text-sm text-slate-500">{text.statement.needDates}</p>
              ) : statement === undefined ? (
                preview.isError ? (
                  <LoadFailed
                    title={text.statement.failed}
                    reason={failureReason(preview.error)}
                    onRetry={() => void preview.refetch()}
                    isRetrying={preview.isFetching}
                    compact
                  />
                ) : (
                  <LoadingState label={text.statement.loading} />
                )
              ) : (
                <>
                  {preview.isError && (
                    <p role="alert" className="mb-3 text-sm text-red-700">
                      {text.statement.failed}: {failureReason(preview.error)}
                    </p>
                  )}
                  {!isCurrent && !preview.isError && (
                    <p className="mb-3 text-xs font-medium text-slate-500">
                      {text.statement.updating}
                    </p>
                  )}
                  <MonthsWithoutRent
                    tenantId={tenant._id}
                    months={statement.monthsWithoutRent}
                    monthlyRent={tenant.monthlyRent}
                    returnTo={paths.tenantMoveOut.withInput(tenant._id, input)}
                  />
                  <SettlementLines
                    settlement={statement}
                    className={isCurrent ? undefined : 'opacity-60'}
                  />
                </>
              )}
            </div>
          </Card>

          {statement && statement.refund > 0 && (
            <Card
              title={text.refund.title}
              description={text.refund.description(settings.depositRefundDays)}
            >
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
                <SelectField
                  label={text.refund.method}
                  value={refundMethod}
                  onChange={(event) => setRefundMethod(event.target.value as PaymentMethod)}
                >
                  {PAYMENT_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {t.rents.paymentMethods[method]}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t.common.optional(text.refund.reference)}
                  hint={t.deposit.dialog.referenceHint}
                  autoComplete="off"
                  maxLength={100}
                  value={refundReference}
                  onChange={(event) => setRefundReference(event.target.value)}
                />
              </div>
            </Card>
          )}

          <div className="space-y-2">
            <Button
              variant="danger"
              className="w-full"
              disabled={!isCurrent || hasProblems || preview.isError || isLaterLeaving}
              aria-describedby={submitHintId}
              onClick={() => setIsConfirming(true)}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {text.submit}
            </Button>
            {isLaterLeaving ? (
              <p id={submitHintId} role="status" className="text-sm font-medium text-amber-800">
                {text.recordFrom(formatDate(vacateDate))}
              </p>
            ) : (
              <p id={submitHintId} className="text-xs text-slate-500">
                {text.submitHint}
              </p>
            )}
          </div>
        </div>
      </div>

      <ConfirmDialog
        isOpen={isConfirming && statement !== undefined}
        title={text.confirm.title(tenant.name)}
        message={
          statement && (
            <div className="space-y-2">
              <p>{text.confirm.leaving(formatDate(vacateDate))}</p>
              <p className="font-semibold text-slate-900">
                {statement.refund > 0
                  ? text.confirm.refund(
                      formatInr(statement.refund),
                      t.rents.paymentMethods[refundMethod],
                    )
                  : statement.owed > 0
                    ? text.confirm.owed(formatInr(statement.owed))
                    : text.confirm.settled}
              </p>
              <p>{text.confirm.final}</p>
            </div>
          )
        }
        confirmLabel={text.confirm.confirm}
        busyLabel={text.confirm.busy}
        isBusy={record.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
