import { Card } from '@/components/ui/card';
import { CircleCheck } from '@/components/ui/icons';
import { t } from '@/i18n';

export interface FailedCheck {
  name: string;
  message: string;
}

/** What went wrong, and what a PG owner (or whoever runs their server) can try. */
export function ErrorsCard({
  failures,
  isOffline,
}: {
  failures: FailedCheck[];
  isOffline: boolean;
}) {
  const text = t.diagnostics.errors;
  const hasProblems = failures.length > 0 || isOffline;
  return (
    <Card title={text.title}>
      {hasProblems ? (
        <div className="space-y-5">
          <ul className="space-y-2" role="list">
            {isOffline && (
              <li className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {text.offline}
              </li>
            )}
            {failures.map(({ name, message }) => (
              <li key={name} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                <span className="font-medium">{text.failedCheck(name)}:</span>{' '}
                <span className="break-words">{message}</span>
              </li>
            ))}
          </ul>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{text.hintsTitle}</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-600">
              {text.hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-emerald-700">
          <CircleCheck aria-hidden="true" className="size-4" />
          {text.none}
        </p>
      )}
    </Card>
  );
}
