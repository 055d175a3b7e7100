import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import {
  BedDouble,
  ChevronRight,
  ReceiptIndianRupee,
  UserPlus,
  type LucideIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

const text = t.dashboard.quickActions;

const actions: Array<{ to: string; label: string; hint: string; icon: LucideIcon }> = [
  { to: paths.roomAdd, label: text.addRoom, hint: text.addRoomHint, icon: BedDouble },
  { to: paths.tenantAdd, label: text.addTenant, hint: text.addTenantHint, icon: UserPlus },
  { to: paths.rentAdd, label: text.addRent, hint: text.addRentHint, icon: ReceiptIndianRupee },
];

/** SPEC §2: straight to the three add forms. */
export function QuickActions() {
  return (
    <Card title={text.title}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {actions.map(({ to, label, hint, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-lg p-3 ring-1 ring-slate-200 transition-colors hover:bg-indigo-50 hover:ring-indigo-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="block truncate text-xs text-slate-500">{hint}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-400 group-hover:text-indigo-600"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
