import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';

/**
 * Shown when a screen cannot open, most often because a lazily loaded part of the app
 * could not be downloaded (a new version was deployed, or the network dropped).
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(isRouteErrorResponse(error) ? error.statusText : error);
  return (
    <div role="alert" className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 p-6">
      <p className="text-center text-slate-700">{t.errors.pageFailed}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t.errors.reload}
      </Button>
    </div>
  );
}
