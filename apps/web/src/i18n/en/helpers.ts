import { localeFormats } from '../format';

/** What the English catalogue's sections share: its formats, and the shapes its texts take. */

/** Numbers, dates and plurals in English (format.ts). */
export const format = localeFormats('en-IN', 'abbreviated');

/** A room and a bed, for the bed rule's problems. */
export interface BedFacts {
  roomNumber: string;
  floorNumber: number;
  capacity: number;
  bedNumber: number;
}

/** Who a refused new tenant matches (a 409's `duplicate`). */
export interface DuplicateMatch {
  name: string;
  match: 'phone' | 'idProof';
}

/** What a failed answer brings beside its code: the server's words, the tenant it matches. */
export interface CodeDetails {
  duplicate?: DuplicateMatch;
  serverText?: string;
}
export type CodeText = string | ((details: CodeDetails) => string);

/** The server's own English words when it sent some, else the fallback. */
export function fromServer(fallback: string) {
  return ({ serverText }: CodeDetails) => serverText ?? fallback;
}

/**
 * A form field's failed check, as the form library reports it from zod: its kind, its bounds
 * and the contract's English message.
 */
export interface FormIssue {
  code: string;
  message: string;
  /** What was checked: 'string', 'number', 'date', 'array'… */
  origin?: string;
  /** The type that was expected, for a value of the wrong type. */
  expected?: string;
  /** For a value of the wrong type: whether there was none at all. */
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** For a text of the wrong form: 'email', 'regex', 'uuid'… */
  format?: string;
}

/** '5th', '22nd': a day of the month as English writes it. */
export function dayOfMonth(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export function formatDuration(totalSeconds: number): string {
  const s = Math.floor(totalSeconds);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${s % 60} s`;
  return `${s} s`;
}
