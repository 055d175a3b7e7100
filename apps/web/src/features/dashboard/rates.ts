/**
 * A whole-number percentage of `part` in `whole`, 0 when there is no whole (a new PG has no
 * beds yet). SPEC §9 caps the bars at 100; the figure itself is shown as it is.
 */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export const barWidth = (percentage: number) => Math.min(100, Math.max(0, percentage));
