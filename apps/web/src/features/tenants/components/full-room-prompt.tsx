import type { Room } from '@nivas/domain';
import { roomFullText } from '@/components/tenants/bed-problem-text';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/i18n';

/** SPEC §9: the pause before a full room's prompt, so the form is seen first. */
export const FULL_ROOM_PROMPT_DELAY_MS = 1500;

/**
 * SPEC §5: arriving from a room (returnToRoom) that is already full, the owner is asked after
 * 1.5 s whether to go back to it. Once answered, it is not asked again on this screen.
 */
export function FullRoomPrompt({
  room,
  onGoBack,
}: {
  room: Room | undefined;
  onGoBack: () => void;
}) {
  const [state, setState] = useState<'waiting' | 'open' | 'answered'>('waiting');
  const shouldAsk = room !== undefined && state === 'waiting';

  useEffect(() => {
    if (!shouldAsk) return;
    const timer = window.setTimeout(() => setState('open'), FULL_ROOM_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [shouldAsk]);

  const text = t.tenants.form.fullRoomPrompt;
  return (
    <ConfirmDialog
      isOpen={room !== undefined && state === 'open'}
      tone="primary"
      title={text.title}
      message={room ? text.message(roomFullText(room)) : ''}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      onConfirm={onGoBack}
      onCancel={() => setState('answered')}
    />
  );
}
