import {
  BedDouble,
  BellRing,
  IndianRupee,
  LayoutDashboard,
  LogOut,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A tab of the phone's bottom bar; the others are listed under its More. */
  inBottomBar?: boolean;
  /** The bottom bar's name when the label is too long to sit under an icon. */
  shortLabel?: string;
}

/**
 * SPEC §2: the sidebar's links, in this order. The phone's bottom bar is made from the same
 * list, so a new screen added here shows in the sidebar and under More without other edits.
 */
export const navItems: NavItem[] = [
  { to: paths.dashboard, label: t.nav.dashboard, icon: LayoutDashboard, inBottomBar: true },
  { to: paths.rooms, label: t.nav.rooms, icon: BedDouble, inBottomBar: true },
  { to: paths.tenants, label: t.nav.tenants, icon: Users, inBottomBar: true },
  {
    to: paths.rentManagement,
    label: t.nav.rentManagement,
    shortLabel: t.shell.shortLabels.rentManagement,
    icon: IndianRupee,
    inBottomBar: true,
  },
  { to: paths.reminders, label: t.nav.reminders, icon: BellRing },
];

/** SPEC §2's profile menu: Profile, Settings and Sign out; on phones also under More. */
export const accountItems: NavItem[] = [
  { to: paths.profile, label: t.nav.profile, icon: UserRound },
  { to: paths.settings, label: t.nav.settings, icon: Settings },
  { to: paths.logout, label: t.nav.signOut, icon: LogOut },
];

export const bottomBarItems = navItems.filter((item) => item.inBottomBar);
/** What More lists: the sidebar's screens without a tab of their own. */
export const moreNavItems = navItems.filter((item) => !item.inBottomBar);
