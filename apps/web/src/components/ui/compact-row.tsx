import { Fragment, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn';
import { ChevronRight } from './icons';

/** Compact rows sit in one white panel; each draws the hairline under it as a shadow (no height). */
export const compactListClasses = 'overflow-hidden rounded-xl bg-white ring-1 ring-slate-200';
export const compactListGap = 'grid-cols-1 gap-0';

/**
 * One record of a list on a phone: its name and a line under it (room and bed, period), and on
 * the right the one figure that matters and its status. The whole row opens the record: the
 * name is a link (or a button, for a record shown in a dialog) stretched over the row, so it
 * is still one named control for screen readers. An `action` (Pay) sits above that link;
 * every other action is on the page or in the dialog the row opens.
 */
export function CompactRow({
  title,
  to,
  onOpen,
  openLabel,
  leading,
  meta,
  figure,
  status,
  action,
  headingLevel = 2,
}: {
  title: string;
  to?: string;
  onOpen?: () => void;
  /** The open button's name when the title alone would not say what it opens. */
  openLabel?: string;
  leading?: ReactNode;
  /**
   * The line under the name. Given as parts ('Room 101', 'November 2026'), it wraps between
   * them onto a second line rather than cutting the last one short on a narrow phone.
   */
  meta: ReactNode | readonly string[];
  figure?: ReactNode;
  status?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stretched = 'text-left after:absolute after:inset-0 focus:outline-none';
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex min-h-11 w-full min-w-0 items-center gap-2 bg-white pr-2 pl-3 shadow-[inset_0_-1px_0_var(--color-slate-100)] focus-within:ring-2 focus-within:ring-indigo-500 focus-within:ring-inset active:bg-slate-50"
    >
      {leading}
      <div className="min-w-0 flex-1">
        <Heading id={headingId} className="truncate text-sm leading-5 font-medium text-slate-900">
          {to ? (
            <Link to={to} className={stretched}>
              {title}
            </Link>
          ) : (
            <button type="button" onClick={onOpen} aria-label={openLabel} className={stretched}>
              {title}
            </button>
          )}
        </Heading>
        {isParts(meta) ? (
          <p className="line-clamp-2 text-xs leading-4 text-slate-500">
            {meta.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <span className="whitespace-nowrap">{part}</span>
              </Fragment>
            ))}
          </p>
        ) : (
          <p className="truncate text-xs leading-4 text-slate-500">{meta}</p>
        )}
      </div>
      {(figure !== undefined || status !== undefined) && (
        <div className="flex shrink-0 flex-col items-end">
          {figure !== undefined && (
            <p className="text-sm leading-5 font-semibold whitespace-nowrap text-slate-900">
              {figure}
            </p>
          )}
          {status !== undefined && <p className="text-xs leading-4 whitespace-nowrap">{status}</p>}
        </div>
      )}
      {action ? (
        <div className="relative z-10 shrink-0">{action}</div>
      ) : (
        <ChevronRight aria-hidden="true" className={cn('size-4 shrink-0 text-slate-300')} />
      )}
    </article>
  );
}

const isParts = (meta: ReactNode | readonly string[]): meta is readonly string[] =>
  Array.isArray(meta);

/** Compact rows in one panel; each child is one `<li>`. */
export function CompactList({ children, isBusy }: { children: ReactNode; isBusy?: boolean }) {
  return (
    <ul
      aria-busy={isBusy}
      className={cn(
        'grid transition-opacity',
        compactListGap,
        compactListClasses,
        isBusy && 'opacity-60',
      )}
    >
      {children}
    </ul>
  );
}
