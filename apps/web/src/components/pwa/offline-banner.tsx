import { WifiOff } from '@/components/ui/icons';
import { t } from '@/i18n';
import { useOnlineStatus } from '@/lib/use-online-status';

/**
 * Above every signed-in screen while the device is offline: what is shown is the last data
 * loaded (from the service worker's cache), and changes are refused (api/client.ts).
 */
export function OfflineBanner() {
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 print:hidden"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t.pwa.offline}</strong>
        <span className="mx-1.5" aria-hidden="true">
          ·
        </span>
        {t.pwa.offlineDetail}
      </p>
    </div>
  );
}
