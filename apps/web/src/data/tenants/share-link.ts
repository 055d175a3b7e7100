import type { RevokeShareLinkResponse, ShareLinkResponse } from '@nivas/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readAnswer } from '@/api/read-answer';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { openWhenReady } from '@/lib/open-when-ready';

/**
 * A tenant's own link (decision 0014): each call makes a new one (only its hash is kept, so an
 * old one cannot be shown again); every one of them works until the owner stops sharing.
 */
export async function createShareLink(tenantId: string) {
  return readAnswer<ShareLinkResponse>(
    await api.post(`tenants/${encodeURIComponent(tenantId)}/share-link`).json(),
  );
}

/** WhatsApp opens with the tenant's link and a line in their language. */
export function useSendShareLink() {
  return useMutation({
    mutationFn: (tenantId: string) =>
      openWhenReady(async () => (await createShareLink(tenantId)).whatsappUrl),
    onError(error) {
      notifyError(serverErrorMessage(error, t.tenantLink.createFailed));
    },
  });
}

/** A new link on the clipboard, to paste anywhere. */
export function useCopyShareLink() {
  return useMutation({
    mutationFn: async (tenantId: string) => {
      const { url } = await createShareLink(tenantId);
      await navigator.clipboard.writeText(url);
      return url;
    },
    onSuccess() {
      notifySuccess(t.tenantLink.copied);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.tenantLink.copyFailed));
    },
  });
}

/** DELETE /tenants/{id}/share-link: every link of the tenant stops working. */
export function useRevokeShareLinks() {
  return useMutation({
    mutationFn: async (tenantId: string) => {
      const answer = readAnswer<RevokeShareLinkResponse>(
        await api.delete(`tenants/${encodeURIComponent(tenantId)}/share-link`).json(),
      );
      return answer.revoked;
    },
    onSuccess(revoked) {
      notifySuccess(t.tenantLink.revoked(revoked));
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.tenantLink.revokeFailed));
    },
  });
}
