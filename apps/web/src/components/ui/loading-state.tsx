import { Spinner } from './spinner';

/** A spinner with its words, inside a screen (the first load of a list or a record). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500"
    >
      <Spinner className="size-6 text-indigo-600" />
      <span>{label}</span>
    </div>
  );
}
