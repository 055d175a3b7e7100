import { localeFormats } from '../format';

/** What the Hindi catalogue's sections share: its formats, counts and durations. */

/** Numbers, dates and plurals in Hindi, months and weekdays spelled out (format.ts). */
export const format = localeFormats('hi-IN', 'spelled-out');

/** '3 कमरे', '1 कमरा': a count with its word in the right number. */
export const count = (n: number, one: string, other: string) =>
  `${format.number(n)} ${format.plural(n, { one, other })}`;

/** '2 दिन 3 घंटे': how long the server has been up. */
export function hindiDuration(totalSeconds: number): string {
  const s = Math.floor(totalSeconds);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days} दिन ${hours} घंटे`;
  if (hours > 0) return `${hours} घंटे ${minutes} मिनट`;
  if (minutes > 0) return `${minutes} मिनट ${s % 60} सेकंड`;
  return `${s} सेकंड`;
}
