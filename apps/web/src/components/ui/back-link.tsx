import { Link } from 'react-router';
import { buttonClasses } from './button';
import { ArrowLeft } from './icons';

/** The way back to a list, at the top of a screen. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClasses('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
