import type { CreateTenantBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { duplicateTenantOf, serverErrorMessage } from '@/api/errors';
import { createTenant } from '@/data/tenants/create-tenant';
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
 * 'Complete Onboarding': the tenant, then their photo. A tenant whose photo failed to save is
 * still a tenant, so the onboarding completes and says what is missing.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    async mutationFn({ body, photo }: { body: CreateTenantBody; photo: string }) {
      const tenant = await createTenant(body);
      let photoSaved = true;
      try {
        await uploadTenantPhoto(tenant._id, dataUrlToBlob(photo));
      } catch {
        photoSaved = false;
      }
      return { tenant, photoSaved };
    },
    onSuccess({ photoSaved }) {
      // Rooms, beds and tenants all changed: every list shown anywhere is out of date.
      void queryClient.invalidateQueries();
      if (photoSaved) notifySuccess(t.onboarding.review.done);
      else notifyError(t.onboarding.review.photoFailed);
    },
    onError(error) {
      // A tenant who matches an active one is shown by the review, which asks what to do.
      if (duplicateTenantOf(error)) return;
      // SPEC §8: the server's words first ('Bed 2 in Room 101 is already occupied').
      notifyError(serverErrorMessage(error, t.tenants.toasts.addFailed));
    },
  });
}
