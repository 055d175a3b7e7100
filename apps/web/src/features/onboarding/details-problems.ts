import {
  checkBedAssignment,
  CreateTenantBodySchema,
  isJoiningDateAllowed,
  type Room,
} from '@nivas/domain';
import { catalogueText } from '@/api/errors';
import { bedProblemText } from '@/components/tenants/bed-problem-text';
import { t } from '@/i18n';
import type { DepositErrors } from './components/deposit-fields';
import { depositCollectionEntry, tenantBody } from './tenant-body';
import type { AdditionalDetails, WizardData } from './wizard-state';

/** A problem of the step's fields, in the person's language, by the form's field. */
export type DetailsErrors = Partial<Record<keyof AdditionalDetails, string>> & DepositErrors;

/** Where a deposit collection's problem is reported. */
const COLLECT_FIELD_OF_PATH: Record<string, keyof DepositErrors> = {
  amount: 'collectAmount',
  method: 'collectMethod',
  reference: 'collectReference',
};

/** Where each field's problem is reported: the schema's path → the form's field. */
const FIELD_OF_PATH: Record<string, keyof AdditionalDetails> = {
  roomId: 'roomId',
  bedNumber: 'bedNumber',
  joiningDate: 'joiningDate',
  rentAmount: 'rentAmount',
  depositAmount: 'depositAmount',
  email: 'email',
  occupation: 'occupation',
  'emergencyContact.name': 'emergencyName',
  'emergencyContact.phone': 'emergencyPhone',
  'emergencyContact.relation': 'emergencyRelation',
};

/** The deposit collection's fields, whose problems a change of it clears. */
export const DEPOSIT_COLLECT_FIELDS = Object.values(COLLECT_FIELD_OF_PATH);

/**
 * What stops step 4 (SPEC §5): the tenant's details as the contract checks them, the joining
 * date against the PG's today, a deposit collected now, and the bed against the room and the
 * beds other tenants hold. None, an empty record.
 */
export function detailsProblems(
  data: WizardData,
  context: {
    isSignedIn: boolean;
    today: string | undefined;
    room: Room | undefined;
    takenBeds: number[];
  },
): DetailsErrors {
  const found: DetailsErrors = {};
  const details = data.details;
  const parsed = CreateTenantBodySchema.safeParse(tenantBody(data), { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join('.')];
      if (!field || found[field]) continue;
      // Signed out, the room and bed wait for the sign-in at the last step.
      if (!context.isSignedIn && (field === 'roomId' || field === 'bedNumber')) continue;
      found[field] = t.validation.issue(issue);
    }
  }
  if (
    context.today &&
    !found.joiningDate &&
    !isJoiningDateAllowed(details.joiningDate, context.today)
  ) {
    found.joiningDate = catalogueText('JOINING_DATE_TOO_FAR');
  }
  if (details.depositCollect) {
    // Its date is the day the onboarding completes; only the amount, method and reference are
    // the person's to correct here.
    const entry = depositCollectionEntry(details.depositCollect, details.joiningDate);
    for (const issue of entry.success ? [] : entry.error.issues) {
      const field = COLLECT_FIELD_OF_PATH[issue.path.join('.')];
      if (field && !found[field]) found[field] = t.validation.issue(issue);
    }
  }
  const { room } = context;
  if (room && details.bedNumber && !found.bedNumber) {
    const problem = checkBedAssignment({
      room,
      bedNumber: Number(details.bedNumber),
      takenBeds: context.takenBeds,
      isNewToRoom: true,
    });
    if (problem) {
      found[problem.kind === 'room-full' ? 'roomId' : 'bedNumber'] = bedProblemText(
        problem,
        room,
        Number(details.bedNumber),
      );
    }
  }
  return found;
}
