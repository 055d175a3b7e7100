import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '@/i18n';

/** A failed check as zod reports it, with the branches of a union that matched nothing. */
type Issue = z.core.$ZodIssue;

/**
 * The first issue of each field. Of a union that matched nothing (a late fee of one kind or
 * another), the branch that came closest speaks, as @hookform/resolvers' zodResolver does.
 */
function firstIssues(issues: readonly Issue[], prefix: PropertyKey[] = []) {
  const found = new Map<string, Issue>();
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
      for (const [key, inner] of firstIssues(closest, path)) {
        if (!found.has(key)) found.set(key, inner);
      }
      continue;
    }
    const key = path.map(String).join('.');
    if (!found.has(key)) found.set(key, issue);
  }
  return found;
}

/**
 * react-hook-form's resolver for a zod schema, with each field's message in the interface's
 * language (`t.validation.issue`): the domain's contracts carry English words, the same the
 * API answers, and a Hindi form says them in Hindi.
 */
export function catalogueResolver<S extends z.ZodType>(
  schema: S,
): Resolver<z.input<S> extends FieldValues ? z.input<S> : FieldValues, unknown, z.output<S>> {
  return async (values, _context, options) => {
    // With the input, an issue tells a missing value from one of the wrong kind.
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, issue] of firstIssues(result.error.issues)) {
      errors[path] = { type: issue.code, message: t.validation.issue(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
