import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** The frame of public screens other than sign-in: a plain top bar and the screen. */
export function PublicLayout() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex h-16 items-center border-b border-slate-200 bg-white px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Logo />
        </Link>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Outlet />
      </main>
    </div>
  );
}
