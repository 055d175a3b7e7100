import type { Admin } from '@nivas/domain';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { ProfileMenu } from './profile-menu';

export function Navbar({ admin }: { admin: Admin }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:h-16 sm:px-6 lg:px-8 print:hidden">
      <Link
        to={paths.dashboard}
        className="flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:hidden"
      >
        <Logo compact />
      </Link>
      <p className="min-w-0 truncate text-sm font-medium text-slate-500">{admin.pgName}</p>
      <div className="ml-auto">
        <ProfileMenu admin={admin} />
      </div>
    </header>
  );
}
