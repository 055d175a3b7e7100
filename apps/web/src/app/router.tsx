import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  type LoaderFunctionArgs,
} from 'react-router';
import { apiPaths } from '@/api/paths';
import { readAhead } from '@/api/read-ahead';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/login-page';
import { makeLogoutLoader } from '@/features/auth/logout';
import { clearSavedWizard } from '@/features/onboarding/saved-wizard';
import { tokenStorage } from '@/lib/session/token-storage';
import { RouteError } from './route-error';
import { GuestOnly, RequireAuth, SessionGate } from './route-guards';

/**
 * Everything but /login is loaded on demand, so the first screen most visitors see ships
 * only what it needs.
 */
const page =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/**
 * A screen's first data, asked for as soon as its route matches: beside the screen's code and
 * the session check, not after them, and without waiting for the schemas the screen parses
 * with, so a phone on a slow network waits a round trip or two less (docs/performance.md,
 * Lighthouse). The screen's query takes the answer (api/read-ahead.ts). Only with a token:
 * without one the screen is never shown.
 */
const prefetch =
  (...paths: ((params: Record<string, string | undefined>) => string)[]) =>
  ({ params }: LoaderFunctionArgs) => {
    if (tokenStorage.get() !== null) for (const path of paths) readAhead(path(params));
    return null;
  };

export function createAppRouter(client: QueryClient) {
  return createBrowserRouter([
    {
      element: <SessionGate />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { path: paths.login, element: <LoginPage /> },
            {
              path: paths.register,
              lazy: page(
                () => import('@/features/auth/register-page'),
                (m) => m.RegisterPage,
              ),
            },
          ],
        },
        // In the first bundle, not loaded on demand: signing out must work with the server down.
        { path: paths.logout, loader: makeLogoutLoader(client, clearSavedWizard) },
        {
          lazy: page(
            () => import('./public-layout'),
            (m) => m.PublicLayout,
          ),
          children: [
            {
              path: paths.connectionTest,
              lazy: page(
                () => import('@/features/diagnostics/connection-test-page'),
                (m) => m.ConnectionTestPage,
              ),
            },
          ],
        },
        {
          // Public, in the app's shell once signed in (the "Add tenant" flow).
          lazy: page(
            () => import('./onboarding-frame'),
            (m) => m.OnboardingFrame,
          ),
          errorElement: <RouteError />,
          children: [
            {
              path: paths.tenantOnboarding,
              // The first step checks the mobile number against the tenants already there.
              loader: prefetch(apiPaths.tenants),
              lazy: page(
                () => import('@/features/onboarding/tenant-onboarding-page'),
                (m) => m.TenantOnboardingPage,
              ),
            },
          ],
        },
        {
          // A tenant's own page: public, without the app's signed-in shell.
          path: paths.tenantLink.pattern,
          lazy: page(
            () => import('@/features/tenant-link/tenant-link-page'),
            (m) => m.TenantLinkPage,
          ),
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: page(
                () => import('./shell/app-shell'),
                (m) => m.AppShell,
              ),
              errorElement: <RouteError />,
              children: [
                { index: true, element: <Navigate to={paths.dashboard} replace /> },
                {
                  path: paths.dashboard,
                  loader: prefetch(apiPaths.dashboardStats),
                  lazy: page(
                    () => import('@/features/dashboard/dashboard-page'),
                    (m) => m.DashboardPage,
                  ),
                },
                {
                  path: paths.rooms,
                  lazy: page(
                    () => import('@/features/rooms/rooms-page'),
                    (m) => m.RoomsPage,
                  ),
                },
                {
                  path: paths.roomAdd,
                  lazy: page(
                    () => import('@/features/rooms/room-add-page'),
                    (m) => m.RoomAddPage,
                  ),
                },
                {
                  path: paths.roomEdit.pattern,
                  lazy: page(
                    () => import('@/features/rooms/room-edit-page'),
                    (m) => m.RoomEditPage,
                  ),
                },
                {
                  path: paths.roomDetails.pattern,
                  lazy: page(
                    () => import('@/features/rooms/room-details-page'),
                    (m) => m.RoomDetailsPage,
                  ),
                },
                {
                  path: paths.tenants,
                  loader: prefetch(apiPaths.tenants),
                  lazy: page(
                    () => import('@/features/tenants/tenants-page'),
                    (m) => m.TenantsPage,
                  ),
                },
                {
                  path: paths.tenantAdd,
                  lazy: page(
                    () => import('@/features/tenants/tenant-add-page'),
                    (m) => m.TenantAddPage,
                  ),
                },
                {
                  path: paths.tenantDetails.pattern,
                  // The page waits for the settings too: its dialogs start from the PG's today.
                  loader: prefetch(({ id = '' }) => apiPaths.tenantAccount(id), apiPaths.settings),
                  lazy: page(
                    () => import('@/features/tenants/tenant-page'),
                    (m) => m.TenantPage,
                  ),
                },
                {
                  path: paths.tenantVerification.pattern,
                  lazy: page(
                    () => import('@/features/tenants/tenant-verification-page'),
                    (m) => m.TenantVerificationPage,
                  ),
                },
                {
                  path: paths.tenantMoveOut.pattern,
                  lazy: page(
                    () => import('@/features/move-out/move-out-page'),
                    (m) => m.MoveOutPage,
                  ),
                },
                {
                  path: paths.tenantMoveOutStatement.pattern,
                  lazy: page(
                    () => import('@/features/move-out/move-out-statement-page'),
                    (m) => m.MoveOutStatementPage,
                  ),
                },
                {
                  path: paths.tenantEdit.pattern,
                  lazy: page(
                    () => import('@/features/tenants/tenant-edit-page'),
                    (m) => m.TenantEditPage,
                  ),
                },
                {
                  path: paths.rents,
                  lazy: page(
                    () => import('@/features/rents/rents-page'),
                    (m) => m.RentsPage,
                  ),
                },
                {
                  path: paths.rentAdd,
                  lazy: page(
                    () => import('@/features/rents/rent-add-page'),
                    (m) => m.RentAddPage,
                  ),
                },
                {
                  path: paths.rentEdit.pattern,
                  lazy: page(
                    () => import('@/features/rents/rent-edit-page'),
                    (m) => m.RentEditPage,
                  ),
                },
                {
                  path: paths.rentManagement,
                  // The Overdue tab's first page: the screen opens on it, and every tab counts it.
                  // The settings give the due day the bulk actions name.
                  loader: prefetch(
                    () => apiPaths.rentsPage({ status: 'Overdue', q: '', page: 1 }),
                    apiPaths.settings,
                  ),
                  lazy: page(
                    () => import('@/features/rent-management/rent-management-page'),
                    (m) => m.RentManagementPage,
                  ),
                },
                {
                  path: paths.reminders,
                  lazy: page(
                    () => import('@/features/reminders/reminders-page'),
                    (m) => m.RemindersPage,
                  ),
                },
                {
                  path: paths.upiPoster,
                  lazy: page(
                    () => import('@/features/settings/upi-poster-page'),
                    (m) => m.UpiPosterPage,
                  ),
                },
                {
                  path: paths.profile,
                  lazy: page(
                    () => import('@/features/profile/profile-page'),
                    (m) => m.ProfilePage,
                  ),
                },
                {
                  path: paths.settings,
                  lazy: page(
                    () => import('@/features/settings/settings-page'),
                    (m) => m.SettingsPage,
                  ),
                },
              ],
            },
          ],
        },
        // SPEC §2: any unknown path goes to /login (which sends a signed-in admin on).
        { path: '*', element: <Navigate to={paths.login} replace /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export function AppRoutes({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
