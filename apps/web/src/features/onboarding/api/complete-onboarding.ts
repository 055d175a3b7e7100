import {
  CARD_SIDES,
  type CardSide,
  type CreateTenantBody,
  type DepositEntryBody,
} from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { duplicateTenantOf, serverErrorMessage } from '@/api/errors';
import { createTenant } from '@/data/tenants/create-tenant';
import { recordDeposit } from '@/data/tenants/record-deposit';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { dataUrlToBlob } from '../images';

/** PUT /tenants/{id}/photo: the JPEG's bytes as the body. */
export async function uploadTenantPhoto(id: string, photo: Blob): Promise<void> {
  await api.put(`tenants/${encodeURIComponent(id)}/photo`, {
    body: photo,
    headers: { 'Content-Type': photo.type || 'image/jpeg' },
  });
}

/** PUT /tenants/{id}/id-card/{side}: the masked copy's bytes as the body. */
async function uploadIdCardImage(id: string, side: CardSide, image: Blob): Promise<void> {
  await api.put(`tenants/${encodeURIComponent(id)}/id-card/${side}`, {
    body: image,
    headers: { 'Content-Type': image.type || 'image/jpeg' },
  });
}

/** Each side's masked copy (JPEG data URLs); a side without one is not sent. */
export type MaskedCardCopies = Partial<Record<CardSide, string | null | undefined>>;

/**
 * 'Complete Onboarding': the tenant, then their photo, the masked copies of their card and the
 * deposit collected at onboarding, if any. A tenant whose photo, card copy or deposit failed to
 * save is still a tenant, so the onboarding completes and says what is missing and where to add it.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    async mutationFn({
      body,
      photo,
      cards = {},
      deposit,
    }: {
      body: CreateTenantBody;
      photo: string;
      cards?: MaskedCardCopies;
      deposit: DepositEntryBody | null;
    }) {
      const tenant = await createTenant(body);
      let photoSaved = true;
      try {
        await uploadTenantPhoto(tenant._id, dataUrlToBlob(photo));
      } catch {
        photoSaved = false;
      }
      let cardsSaved = true;
      for (const side of CARD_SIDES) {
        const copy = cards[side];
        if (!copy) continue;
        try {
          await uploadIdCardImage(tenant._id, side, dataUrlToBlob(copy));
        } catch {
          cardsSaved = false;
        }
      }
      let depositSaved = true;
      if (deposit) {
        try {
          await recordDeposit({ tenantId: tenant._id, body: deposit });
        } catch {
          depositSaved = false;
        }
      }
      return { tenant, photoSaved, cardsSaved, depositSaved };
    },
    onSuccess({ photoSaved, cardsSaved, depositSaved }) {
      // Rooms, beds and tenants all changed: every list shown anywhere is out of date.
      void queryClient.invalidateQueries();
      if (!depositSaved) notifyError(t.onboarding.review.depositFailed);
      else if (!photoSaved) notifyError(t.onboarding.review.photoFailed);
      else if (!cardsSaved) notifyError(t.onboarding.review.cardFailed);
      else notifySuccess(t.onboarding.review.done);
    },
    onError(error) {
      // A tenant who matches an active one is shown by the review, which asks what to do.
      if (duplicateTenantOf(error)) return;
      // SPEC §8: the server's words first ('Bed 2 in Room 101 is already occupied').
      notifyError(serverErrorMessage(error, t.tenants.toasts.addFailed));
    },
  });
}
