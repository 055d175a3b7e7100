import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Plus, SearchX } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

/**
 * SPEC §2: a room that cannot be found. The edit screen offers both ways on ('Room not found'),
 * the details screen only the way back ('Room Not Found').
 */
export function RoomNotFound({
  title = t.rooms.notFound.title,
  offerAdd = true,
}: {
  title?: string;
  offerAdd?: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
        <SearchX aria-hidden="true" className="size-6 text-slate-400" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="max-w-sm text-sm text-slate-600">{t.rooms.notFound.message}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.rooms} className={buttonClasses('secondary')}>
          {t.rooms.notFound.back}
        </Link>
        {offerAdd && (
          <Link to={paths.roomAdd} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {t.rooms.notFound.addNew}
          </Link>
        )}
      </div>
    </div>
  );
}
