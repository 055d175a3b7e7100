import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { queryClient } from '@/api/query-client';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LoginPage } from '@/features/auth/login-page';
import { makeLogoutLoader } from '@/features/auth/logout';
import { clearSavedWizard } from '@/features/onboarding/saved-wizard';
import { paths } from './paths';
import { RouteError } from './route-error';
import { GuestOnly, RequireAuth, SessionGate } from './route-guards';

/**
 * Everything but /login is loaded on demand, so the first screen most visitors see ships
 * only what it needs.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

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
            { path: paths.register, lazy: page(() => import('@/features/auth/register-page')) },
          ],
        },
        // In the first bundle, not loaded on demand: signing out must work with the server down.
        { path: paths.logout, loader: makeLogoutLoader(client, clearSavedWizard) },
        {
          lazy: page(() => import('./public-layout')),
          children: [
            {
              path: paths.connectionTest,
              lazy: page(() => import('@/features/diagnostics/connection-test-page')),
            },
            {
              path: paths.tenantOnboarding,
              lazy: page(() => import('@/features/onboarding/tenant-onboarding-page')),
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: page(() => import('./shell/app-shell')),
              errorElement: <RouteError />,
              children: [
                { index: true, element: <Navigate to={paths.dashboard} replace /> },
                {
                  path: paths.dashboard,
                  lazy: page(() => import('@/features/dashboard/dashboard-page')),
                },
                { path: paths.rooms, lazy: page(() => import('@/features/rooms/rooms-page')) },
                { path: paths.roomAdd, lazy: page(() => import('@/features/rooms/room-add-page')) },
                {
                  path: paths.roomEdit.pattern,
                  lazy: page(() => import('@/features/rooms/room-edit-page')),
                },
                {
                  path: paths.roomDetails.pattern,
                  lazy: page(() => import('@/features/rooms/room-details-page')),
                },
                {
                  path: paths.tenants,
                  lazy: page(() => import('@/features/tenants/tenants-page')),
                },
                {
                  path: paths.tenantAdd,
                  lazy: page(() => import('@/features/tenants/tenant-add-page')),
                },
                {
                  path: paths.tenantEdit.pattern,
                  lazy: page(() => import('@/features/tenants/tenant-edit-page')),
                },
                { path: paths.rents, lazy: page(() => import('@/features/rents/rents-page')) },
                { path: paths.rentAdd, lazy: page(() => import('@/features/rents/rent-add-page')) },
                {
                  path: paths.rentEdit.pattern,
                  lazy: page(() => import('@/features/rents/rent-edit-page')),
                },
                {
                  path: paths.rentManagement,
                  lazy: page(() => import('@/features/rent-management/rent-management-page')),
                },
                {
                  path: paths.profile,
                  lazy: page(() => import('@/features/profile/profile-page')),
                },
                {
                  path: paths.settings,
                  lazy: page(() => import('@/features/settings/settings-page')),
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

const router = createAppRouter(queryClient);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
