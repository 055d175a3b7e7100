import type { MeterReading, MeterReadingBody, UndoMeterReadingBody } from '@nivas/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { roomKeys } from '@/data/rooms/room-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** GET /rooms/{id}/meter-readings: the newest first, each closed period with its split. */
export async function getMeterReadings(roomId: string): Promise<MeterReading[]> {
  return readData<MeterReading[]>(
    await api.get(`rooms/${encodeURIComponent(roomId)}/meter-readings`).json(),
    'list',
  );
}

export const meterReadingsQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: roomKeys.meterReadings(roomId),
    queryFn: () => getMeterReadings(roomId),
  });

export const useMeterReadings = (roomId: string) => useQuery(meterReadingsQueryOptions(roomId));

/**
 * POST /rooms/{id}/meter-readings. A reading after another closes a period: its bill is
 * shared by days stayed, each share an electricity charge on the tenant's account. Refused
 * when it is not after the last one (409) or the PG has no electricity rate (400).
 */
export async function addMeterReading({
  roomId,
  body,
}: {
  roomId: string;
  body: MeterReadingBody;
}): Promise<MeterReading> {
  return readData<MeterReading>(
    await api.post(`rooms/${encodeURIComponent(roomId)}/meter-readings`, { json: body }).json(),
    'record',
  );
}

export function useAddMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeterReading,
    async onSuccess(reading, { roomId }) {
      notifySuccess(reading.period ? t.meter.splitDone : t.meter.added);
      // The shares are charges: every account and charge list reloads with the readings.
      void queryClient.invalidateQueries({ queryKey: rentKeys.all });
      await queryClient.invalidateQueries({ queryKey: roomKeys.meterReadings(roomId) });
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.meter.addFailed));
    },
  });
}

/**
 * POST /meter-readings/{id}/undo: the room's last reading, taken or typed wrong, is taken off
 * the meter and its shares waived with the reason. Refused when it is not the last (409) or
 * a share has payments (409).
 */
export async function undoMeterReading({
  readingId,
  reason,
}: { readingId: string } & UndoMeterReadingBody): Promise<void> {
  await api.post(`meter-readings/${encodeURIComponent(readingId)}/undo`, { json: { reason } });
}

/** The words of an undo that failed, for its toast and the alert inside its dialog. */
export const undoMeterReadingFailure = (error: unknown) =>
  serverErrorMessage(error, t.meter.undo.failed);

export function useUndoMeterReading(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoMeterReading,
    async onSuccess() {
      notifySuccess(t.meter.undo.done);
      // Its shares were charges: every account and charge list reloads with the readings.
      void queryClient.invalidateQueries({ queryKey: rentKeys.all });
      await queryClient.invalidateQueries({ queryKey: roomKeys.meterReadings(roomId) });
    },
    onError(error) {
      notifyError(undoMeterReadingFailure(error));
    },
  });
}
