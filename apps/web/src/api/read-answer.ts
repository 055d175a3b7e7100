import { InvalidResponseError } from './errors';

/** What a success answer's `data` is: one record or a list of records. */
export type DataKind = 'record' | 'list';

/** `{ success: true, data }`, with what else an answer carries beside its data. */
export type Answer<T, Beside = unknown> = { success: true; data: T } & Beside;

/** A JSON object: not null, and not a list. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fits: Record<DataKind, (value: unknown) => boolean> = {
  record: isRecord,
  list: Array.isArray,
};

/**
 * An answer of Nivas's own API, checked by its envelope: `{ success: true }`, and `data` a
 * record or a list when `data` is named. Its fields are typed by the contract, not parsed
 * again: every answer the server writes is checked against its route's schema, strict at every
 * depth, by the API tests, and parsing it once more here put zod and its schemas on every
 * signed-in screen's first visit (decision 0018). Anything else is an `InvalidResponseError`,
 * which every screen reports as "Invalid response from server".
 */
export function readAnswer<A extends { success: true }>(body: unknown, data?: DataKind): A {
  if (!isRecord(body) || body.success !== true) throw new InvalidResponseError();
  if (data && !fits[data](body.data)) throw new InvalidResponseError();
  return body as A;
}

/** The `data` of an answer of Nivas's own API, checked as `readAnswer` checks it. */
export const readData = <T>(body: unknown, kind: DataKind): T =>
  readAnswer<Answer<T>>(body, kind).data;
