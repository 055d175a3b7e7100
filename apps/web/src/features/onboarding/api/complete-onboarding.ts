import type { CreateTenantBody, DepositEntryBody } from '@nivas/domain';
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

/**
 * 'Complete Onboarding': the tenant, then their photo, then the deposit collected at
 * onboarding, if any. A tenant whose photo or deposit failed to save is still a tenant, so the
 * onboarding completes and says what is missing and where to add it.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    async mutationFn({
      body,
      photo,
      deposit,
    }: {
      body: CreateTenantBody;
      photo: string;
      deposit: DepositEntryBody | null;
    }) {
      const tenant = await createTenant(body);
      let photoSaved = true;
      try {
        await uploadTenantPhoto(tenant._id, dataUrlToBlob(photo));
      } catch {
        photoSaved = false;
      }
      let depositSaved = true;
      if (deposit) {
        try {
          await recordDeposit({ tenantId: tenant._id, body: deposit });
        } catch {
          depositSaved = false;
        }
      }
      return { tenant, photoSaved, depositSaved };
    },
    onSuccess({ photoSaved, depositSaved }) {
      // Rooms, beds and tenants all changed: every list shown anywhere is out of date.
      void queryClient.invalidateQueries();
      if (!depositSaved) notifyError(t.onboarding.review.depositFailed);
      else if (!photoSaved) notifyError(t.onboarding.review.photoFailed);
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
