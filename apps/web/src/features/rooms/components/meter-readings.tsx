import {
  formatInr,
  MeterReadingBodySchema,
  meterReadingProblem,
  type IsoDate,
  type MeterReading,
  type MeterReadingBody,
  type Settings,
  whenValid,
} from '@nivas/domain';
import { catalogueResolver } from '@/lib/form-resolver';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Gauge, TriangleAlert, Undo2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useBusinessToday } from '@/data/settings/business-today';
import { useSettings } from '@/data/settings/get-settings';
import { formatDate, t } from '@/i18n';
import { happenedBy } from '@/lib/date-rule';
import { useAddMeterReading, useMeterReadings } from '../api/meter-readings';
import { UndoReadingDialog } from './on-demand';

const text = t.meter;

/** A meter's figure the Indian way, with its decimals when it has them: 12,345.5. */
const meterFigure = (value: number) => t.format.number(value);

/**
 * Room details' electricity: the meter's readings, the newest first, and for each period
 * between two readings the units, the rate, the bill and each tenant's days and share;
 * with a form to add today's reading.
 */
export function MeterReadings({ roomId }: { roomId: string }) {
  const readings = useMeterReadings(roomId);
  const settings = useSettings();
  const today = useBusinessToday();
  return (
    <Card title={text.title}>
      <QueryState
        query={allLoaded(readings, settings, today)}
        failedTitle={readings.isError ? text.loadFailed : t.settings.loadFailed}
        loading={<LoadingState label={text.loading} />}
        compact
      >
        {([list, currentSettings, currentToday]) => (
          <MeterReadingsBody
            roomId={roomId}
            readings={list}
            settings={currentSettings}
            today={currentToday}
          />
        )}
      </QueryState>
    </Card>
  );
}

function MeterReadingsBody({
  roomId,
  readings,
  settings,
  today,
}: {
  roomId: string;
  readings: MeterReading[];
  settings: Settings;
  today: IsoDate;
}) {
  const hasRate = settings.electricityRate > 0;
  const [undoing, setUndoing] = useState<MeterReading | null>(null);
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        {hasRate ? text.explain(formatInr(settings.electricityRate)) : text.explainNoRate}
      </p>
      {!hasRate && (
        <p className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {text.noRate}
            {/* On a line of its own: a 44 px link inside the sentence would space its lines unevenly. */}
            <Link
              to={paths.settings}
              className="flex min-h-11 w-fit items-center font-semibold underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 md:min-h-0"
            >
              {text.openSettings}
            </Link>
          </span>
        </p>
      )}
      <AddReadingForm roomId={roomId} last={readings[0] ?? null} today={today} />
      {readings.length === 0 ? (
        <p className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600">
          <Gauge aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          {text.none}
        </p>
      ) : (
        <ol aria-label={text.listLabel} className="space-y-3">
          {readings.map((reading, i) => (
            <ReadingItem
              key={reading._id}
              reading={reading}
              // Only the last reading can be undone: every later period starts from it.
              onUndo={i === 0 ? () => setUndoing(reading) : undefined}
            />
          ))}
        </ol>
      )}
      <UndoReadingDialog roomId={roomId} reading={undoing} onClose={() => setUndoing(null)} />
    </div>
  );
}

interface FormValues {
  date: string;
  /** As typed; the contract turns it into a number. */
  reading: string;
}

function AddReadingForm({
  roomId,
  last,
  today,
}: {
  roomId: string;
  last: MeterReading | null;
  today: IsoDate;
}) {
  const add = useAddMeterReading();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, MeterReadingBody>({
    // The server's own schema, and its rules: dated today or before, after the last reading,
    // and not lower.
    resolver: catalogueResolver(
      MeterReadingBodySchema.superRefine(...happenedBy('date', today)).superRefine(
        (body, ctx) => {
          if (
            last &&
            meterReadingProblem(last, { date: body.date.slice(0, 10), reading: body.reading })
          ) {
            ctx.addIssue({
              code: 'custom',
              path: [body.date.slice(0, 10) > last.date ? 'reading' : 'date'],
              message: text.orderProblem(formatDate(last.date), meterFigure(last.reading)),
            });
          }
        },
        { when: whenValid('date', 'reading') },
      ),
    ) as unknown as Resolver<FormValues, unknown, MeterReadingBody>,
    defaultValues: { date: today, reading: '' },
  });

  return (
    <form
      noValidate
      aria-label={text.addLabel}
      className="grid gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={handleSubmit((body) =>
        add.mutate({ roomId, body }, { onSuccess: () => reset({ date: today, reading: '' }) }),
      )}
    >
      <TextField label={text.date} type="date" error={errors.date?.message} {...register('date')} />
      <TextField
        label={text.reading}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        hint={last ? text.lastReading(meterFigure(last.reading)) : text.readingHint}
        error={errors.reading?.message}
        {...register('reading')}
      />
      <Button type="submit" className="sm:mt-7" isBusy={add.isPending}>
        {add.isPending ? text.saving : text.save}
      </Button>
    </form>
  );
}

function ReadingItem({ reading, onUndo }: { reading: MeterReading; onUndo?: () => void }) {
  const { period } = reading;
  const label = text.readingOn(formatDate(reading.date));
  return (
    <li aria-label={label} className="rounded-lg ring-1 ring-slate-200">
      <div className="flex items-center gap-3 border-b border-slate-100 px-3 py-2.5">
        <div className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="font-semibold text-slate-900">{formatDate(reading.date)}</p>
          <p className="text-sm text-slate-600">
            {text.readingValue(meterFigure(reading.reading))}
          </p>
        </div>
        {onUndo && (
          <Button
            variant="ghost"
            className="-my-1.5 px-3 text-indigo-700"
            aria-label={text.undo.openLabel(formatDate(reading.date))}
            onClick={onUndo}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {text.undo.open}
          </Button>
        )}
      </div>
      {period ? (
        <div className="space-y-3 px-3 py-3 text-sm">
          <p className="text-slate-600">
            {text.period(formatDate(period.from), formatDate(period.to), period.days)}
          </p>
          <dl className="grid grid-cols-3 gap-2">
            <div className="rounded-md bg-slate-50 px-2.5 py-2">
              <dt className="text-xs text-slate-500">{text.units}</dt>
              <dd className="font-semibold tabular-nums">{meterFigure(period.units)}</dd>
            </div>
            <div className="rounded-md bg-slate-50 px-2.5 py-2">
              <dt className="text-xs text-slate-500">{text.rate}</dt>
              <dd className="font-semibold tabular-nums">{formatInr(period.rate)}</dd>
            </div>
            <div className="rounded-md bg-slate-50 px-2.5 py-2">
              <dt className="text-xs text-slate-500">{text.bill}</dt>
              <dd className="font-semibold tabular-nums">{formatInr(period.bill)}</dd>
            </div>
          </dl>
          {period.shares.length === 0 ? (
            <p className="text-slate-500">{text.nobodyStayed}</p>
          ) : (
            <table className="w-full">
              <caption className="sr-only">{text.sharesCaption(formatDate(period.to))}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                  <th scope="col" className="py-1.5 pr-2 font-medium">
                    {text.tenant}
                  </th>
                  <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                    {text.days}
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    {text.share}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {period.shares.map((share) => (
                  <tr key={share.chargeId || share.name}>
                    <th scope="row" className="py-2 pr-2 text-left font-medium">
                      {share.tenantId ? (
                        <Link
                          to={paths.tenantDetails.to(share.tenantId)}
                          className="text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                        >
                          {share.name}
                        </Link>
                      ) : (
                        share.name
                      )}
                    </th>
                    <td className="py-2 pr-2 text-right tabular-nums">
                      {text.daysOf(share.days, period.days)}
                    </td>
                    <td className="py-2 text-right font-semibold tabular-nums">
                      {formatInr(share.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : (
        <p className="px-3 py-2.5 text-sm text-slate-500">{text.firstReading}</p>
      )}
    </li>
  );
}
