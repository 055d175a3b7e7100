import { t } from '@/i18n';
import { cn } from './cn';
import { Phone } from './icons';

/**
 * A phone number that calls when tapped. Its target is at least 44 × 44 px, a thumb's width,
 * however short the number looks beside it.
 */
export function PhoneLink({
  phone,
  withIcon = false,
  className,
}: {
  phone: string;
  withIcon?: boolean;
  className?: string;
}) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      {withIcon && <Phone aria-hidden="true" className="size-3.5 shrink-0" />}
      {phone}
    </a>
  );
}

/** A phone's row: one tap to call, an icon 44 px square, named for whom it calls. */
export function CallLink({ name, phone }: { name: string; phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={t.shell.call(name, phone)}
      className="flex size-11 items-center justify-center rounded-lg text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <Phone aria-hidden="true" className="size-5" />
    </a>
  );
}
