import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link2, Link2Off, MessageCircle } from '@/components/ui/icons';
import { useCopyShareLink, useRevokeShareLinks, useSendShareLink } from '@/data/tenants/share-link';
import { t } from '@/i18n';

const text = t.tenantLink;

/** The tenant's own link: send it on WhatsApp, copy a new one, or stop every one of them. */
export function TenantLinkCard({ tenantId }: { tenantId: string }) {
  const send = useSendShareLink();
  const copy = useCopyShareLink();
  const revoke = useRevokeShareLinks();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <Card title={text.title} description={text.description}>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="whatsapp" isBusy={send.isPending} onClick={() => send.mutate(tenantId)}>
          {!send.isPending && <MessageCircle aria-hidden="true" className="size-4" />}
          {send.isPending ? text.sending : text.send}
        </Button>
        <Button variant="secondary" isBusy={copy.isPending} onClick={() => copy.mutate(tenantId)}>
          {!copy.isPending && <Link2 aria-hidden="true" className="size-4" />}
          {text.copy}
        </Button>
        <Button variant="danger-outline" onClick={() => setIsConfirming(true)}>
          <Link2Off aria-hidden="true" className="size-4" />
          {text.revoke}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={text.revokeTitle}
        message={text.revokeDescription}
        confirmLabel={text.revoke}
        busyLabel={text.revoking}
        isBusy={revoke.isPending}
        onConfirm={() => revoke.mutate(tenantId, { onSettled: () => setIsConfirming(false) })}
        onCancel={() => setIsConfirming(false)}
      />
    </Card>
  );
}
