import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import type { LucideIcon } from '@/components/ui/icons';
import { t } from '@/i18n';
import { barWidth } from '../rates';

type Accent = 'indigo' | 'emerald' | 'amber' | 'sky';

const accents: Record<Accent, { icon: string; bar: string }> = {
  indigo: { icon: 'bg-indigo-50 text-indigo-600', bar: 'bg-indigo-500' },
  emerald: { icon: 'bg-emerald-50 text-emerald-600', bar: 'bg-emerald-500' },
  amber: { icon: 'bg-amber-50 text-amber-600', bar: 'bg-amber-500' },
  sky: { icon: 'bg-sky-50 text-sky-600', bar: 'bg-sky-500' },
};

/**
 * One figure of the dashboard, the whole card a link to its list (SPEC §2). The title is the
 * link, stretched over the card, so a screen reader hears one short link name.
 */
export function StatCard({
  title,
  value,
  to,
  icon: Icon,
  accent,
  children,
}: {
  title: string;
  value: number;
  to: string;
  icon: LucideIcon;
  accent: Accent;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-sm font-medium text-slate-500">
            <Link
              to={to}
              className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            >
              {title}
            </Link>
          </h3>
          <p className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">{value}</p>
        </div>
        <span
          className={cn(
            'flex size-10 items-center justify-center rounded-lg',
            accents[accent].icon,
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <div className="mt-4 flex-1 text-sm text-slate-600">{children}</div>
    </article>
  );
}

/** A labelled percentage with its bar; the bar stops at 100 (SPEC §9). */
export function RateBar({
  label,
  percentage,
  accent,
  showPercentage = true,
}: {
  label: string;
  percentage: number;
  accent: Accent;
  showPercentage?: boolean;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <span>{label}</span>
        {showPercentage && (
          <span className="font-semibold text-slate-900">{t.dashboard.percent(percentage)}</span>
        )}
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
        <div
          className={cn('h-full rounded-full', accents[accent].bar)}
          style={{ width: `${barWidth(percentage)}%` }}
        />
      </div>
    </div>
  );
}
