import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button';

/** The way back to a list, at the top of a screen. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClasses('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
