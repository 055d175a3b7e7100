import { hasHappened, whenValid, type IsoDate } from '@nivas/domain';
import type { z } from 'zod';
import { catalogueText } from '@/api/errors';

/**
 * The API's DATE_IN_FUTURE said beside a form's date field before sending, for what is
 * recorded once it has happened (a meter reading, a deposit entry, a move):
 * `schema.superRefine(...happenedBy('date', today))`; a date of birth says so in its own words.
 * An empty field passes: it is optional, or its own rule speaks.
 */
export function happenedBy<Field extends string>(
  field: Field,
  today: IsoDate,
  message = catalogueText('DATE_IN_FUTURE'),
) {
  return [
    (body: Partial<Record<Field, string | null>>, ctx: z.RefinementCtx) => {
      const value = body[field];
      if (value && !hasHappened(value.slice(0, 10), today)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    { when: whenValid(field) },
  ] as const;
}
