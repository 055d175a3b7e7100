import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline' | 'whatsapp';

const variants: Record<Variant, string> = {
  primary:
    'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 disabled:bg-indigo-400 focus-visible:outline-indigo-600',
  secondary:
    'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset shadow-sm hover:bg-slate-50 disabled:text-slate-400 focus-visible:outline-indigo-600',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600',
  danger:
    'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-400 focus-visible:outline-red-600',
  'danger-outline':
    'bg-white text-red-700 ring-1 ring-red-200 ring-inset shadow-sm hover:bg-red-50 disabled:text-red-300 focus-visible:outline-red-600',
  /** Sends something on WhatsApp: its green, so the owner finds it at a glance (700: white text on it reads at 5.5:1). */
  whatsapp:
    'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 disabled:bg-emerald-400 focus-visible:outline-emerald-700',
};

export const buttonClasses = (variant: Variant = 'primary', className?: string) =>
  cn(
    // 44 px tall on a phone, a thumb's width (WCAG 2.2 target size); 40 px from 768 px.
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors md:min-h-10 md:min-w-10',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed',
    // An icon keeps its size when a narrow button's words need the room.
    '[&_svg]:shrink-0',
    variants[variant],
    className,
  );

type ButtonProps = ComponentProps<'button'> & { variant?: Variant; isBusy?: boolean };

export function Button({
  variant = 'primary',
  isBusy = false,
  className,
  children,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled ?? isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
