import { z } from 'zod';
import { GUARDIAN_RELATIONS } from '../aadhaar/fields';
import { plainText } from './fields';

/**
 * A tenant's guardian: the father, husband or other person their Aadhaar address is 'care of'
 * (S/O Ramesh Sharma). Police tenant verification asks for it. It is identity data: stored
 * encrypted with the address, answered only where the address is, erased with it.
 */
export const TenantGuardianSchema = z.object({
  relation: z.enum(GUARDIAN_RELATIONS),
  name: z.string(),
});
export type TenantGuardian = z.infer<typeof TenantGuardianSchema>;

export const GUARDIAN_NAME_REQUIRED = "Guardian's name is required with the relation";
export const GUARDIAN_RELATION_REQUIRED = `Guardian's relation must be one of ${GUARDIAN_RELATIONS.join(', ')}`;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * The guardian as a body sends it: `{ relation, name }`, both or neither. Blank parts, an empty
 * string or null mean none (null), so a form can send its two fields as they stand.
 */
export const guardianField = z
  .preprocess(
    blankToNull,
    // Strict here, as the server makes every body: a misspelt part is refused, not dropped.
    z
      .strictObject({
        relation: z
          .union([z.enum(GUARDIAN_RELATIONS), z.literal('')], { error: GUARDIAN_RELATION_REQUIRED })
          .default(''),
        name: plainText("Guardian's name", 100).default(''),
      })
      .nullable(),
  )
  .transform((guardian, ctx): TenantGuardian | null => {
    if (!guardian || (guardian.relation === '' && guardian.name === '')) return null;
    if (guardian.name === '') {
      ctx.addIssue({ code: 'custom', path: ['name'], message: GUARDIAN_NAME_REQUIRED });
      return z.NEVER;
    }
    if (guardian.relation === '') {
      ctx.addIssue({ code: 'custom', path: ['relation'], message: GUARDIAN_RELATION_REQUIRED });
      return z.NEVER;
    }
    return { relation: guardian.relation, name: guardian.name };
  });
