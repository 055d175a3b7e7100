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
} from '@/components/ui/icons';
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
/**
 * A link whose labels are read from the catalogue each time they are shown, so they follow a
 * change of language (a label read once at module level would not).
 */
export const navItem = (
  to: string,
  icon: LucideIcon,
  label: () => string,
  options: { inBottomBar?: boolean; shortLabel?: () => string } = {},
): NavItem => ({
  to,
  icon,
  ...(options.inBottomBar ? { inBottomBar: true } : {}),
  get label() {
    return label();
  },
  get shortLabel() {
    return options.shortLabel?.();
  },
});

/**
 * SPEC §2: the sidebar's links, in this order. The phone's bottom bar is made from the same
 * list, so a new screen added here shows in the sidebar and under More without other edits.
 */
export const navItems: NavItem[] = [
  navItem(paths.dashboard, LayoutDashboard, () => t.nav.dashboard, { inBottomBar: true }),
  navItem(paths.rooms, BedDouble, () => t.nav.rooms, { inBottomBar: true }),
  navItem(paths.tenants, Users, () => t.nav.tenants, { inBottomBar: true }),
  navItem(paths.rentManagement, IndianRupee, () => t.nav.rentManagement, {
    inBottomBar: true,
    shortLabel: () => t.shell.shortLabels.rentManagement,
  }),
  navItem(paths.reminders, BellRing, () => t.nav.reminders),
];

/** SPEC §2's profile menu: Profile, Settings and Sign out; on phones also under More. */
export const accountItems: NavItem[] = [
  navItem(paths.profile, UserRound, () => t.nav.profile),
  navItem(paths.settings, Settings, () => t.nav.settings),
  navItem(paths.logout, LogOut, () => t.nav.signOut),
];

export const bottomBarItems = navItems.filter((item) => item.inBottomBar);
/** What More lists: the sidebar's screens without a tab of their own. */
export const moreNavItems = navItems.filter((item) => !item.inBottomBar);
