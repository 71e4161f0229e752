import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import type { RouteHandle } from '@/components/layout/route-type';
import { RequireRole } from '@/features/auth/components/require-role';
import { RequireUser } from '@/features/auth/components/require-user';
import { adminMasterRoutes } from './routes/admin/master-routes';
import { AssociationRedirect } from './routes/external-redirect';
import { adminLinkRoutes, organizationLinkRoutes, publicLinkRoutes } from './routes/links/link-routes';
import { NotFoundPage } from '@/components/not-found-page';
import { RouteErrorScreen } from '@/components/layout/screen-error-boundary';
import { AppLoading } from '@/components/layout/app-loading';
import { paths } from '@/config/paths';
import type { Role } from '@/generated/graphql';
import { adminDeviceRoutes, organizationDeviceRoutes } from './routes/devices/organization';
import { publicDeviceRoutes } from './routes/public-devices';
import { BuildingIndexPage, HouseIndexPage } from './routes/public/edition-index';

const signedIn: RouteHandle = { requiresUser: true };

const administratorArea: RouteHandle = { routeType: 'administrator' };
const organizationArea: RouteHandle = { routeType: 'organization' };

/**
 * A role's area at its own address: that address opens the screen a sign-in lands on, and an
 * address it does not know shows the not-found page inside the area.
 */
function roleArea(role: Role, handle: RouteHandle, screens: RouteObject[]): RouteObject {
  return {
    path: role,
    handle,
    element: <RequireRole role={role} />,
    children: [
      { index: true, element: <Navigate to={paths.home(role)} replace /> },
      ...screens,
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}

/**
 * The route table. Areas that need a user sit under <RequireUser>, each role's area under
 * <RequireRole>; their screens are added
 * as children of the area routes (until then the area's splat shows the not-found page).
 * Public pages under /organization (guide, register) go next to the guarded branch, not in it.
 * An area's own address (/admin, /organization) opens the screen a sign-in lands on.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    // A page the server did not render (signed-in screens, a device nobody may see) starts before
    // its screen's code has loaded: until it has, index.html's loading notice stays.
    HydrateFallback: AppLoading,
    children: [
      {
        // A screen that fails (its code did not load, or a bug) shows its message inside the layout.
        ErrorBoundary: RouteErrorScreen,
        children: [
          { index: true, element: <AssociationRedirect /> },
          { path: 'top', element: <AssociationRedirect /> },
          { path: 'login/:edition', lazy: () => import('./routes/auth/login') },
          { path: 'logout', lazy: () => import('./routes/auth/logout') },
          { path: 'organization/guide', lazy: () => import('./routes/registration/guide') },
          { path: 'organization/register', lazy: () => import('./routes/registration/register') },
          { path: 'organization/register/confirm', lazy: () => import('./routes/registration/register-confirm') },
          { path: 'organization/register/complete', lazy: () => import('./routes/registration/register-complete') },
          { path: 'password/email', lazy: () => import('./routes/password/email') },
          { path: 'password/reset/:type/:token', lazy: () => import('./routes/password/reset') },
          { path: 'search', lazy: () => import('./routes/public/search') },
          // The two landing pages come with the entry, like the public device pages: a lazy chunk here
          // would add a round trip before a first-time visitor sees anything.
          { path: 'house', element: <HouseIndexPage /> },
          { path: 'building', element: <BuildingIndexPage /> },
          ...publicLinkRoutes,
          ...publicDeviceRoutes,
          {
            element: <RequireUser />,
            handle: signedIn,
            children: [
              { path: 'password', lazy: () => import('./routes/password/change') },
              roleArea('admin', administratorArea, [
                ...adminMasterRoutes,
                ...adminLinkRoutes,
                ...adminDeviceRoutes,
                { path: 'organizations', lazy: () => import('./routes/admin/organizations/list') },
                { path: 'organizations/:id', lazy: () => import('./routes/admin/organizations/detail') },
                {
                  path: 'organizations/:id/approved/enabled',
                  lazy: () => import('./routes/admin/organizations/approve'),
                },
                {
                  path: 'organizations/:id/approved/disabled',
                  lazy: () => import('./routes/admin/organizations/disable'),
                },
                { path: 'organizations/:id/edit', lazy: () => import('./routes/admin/organizations/edit') },
                {
                  path: 'organizations/:id/edit/confirm',
                  lazy: () => import('./routes/admin/organizations/edit-confirm'),
                },
                { path: 'organizations/:id/delete', lazy: () => import('./routes/admin/organizations/delete') },
              ]),
              roleArea('organization', organizationArea, [
                ...organizationLinkRoutes,
                ...organizationDeviceRoutes,
                { path: 'organization', lazy: () => import('./routes/organization/profile/detail') },
                { path: 'organization/edit', lazy: () => import('./routes/organization/profile/edit') },
                {
                  path: 'organization/edit/confirm',
                  lazy: () => import('./routes/organization/profile/edit-confirm'),
                },
                {
                  path: 'organization/zip_password/edit',
                  lazy: () => import('./routes/organization/profile/zip-password'),
                },
                { path: 'users/create', lazy: () => import('./routes/organization/users/create') },
                { path: 'users/create/confirm', lazy: () => import('./routes/organization/users/create-confirm') },
                { path: 'users/create/complete', lazy: () => import('./routes/organization/users/create-complete') },
                { path: 'users/:id/edit', lazy: () => import('./routes/organization/users/edit') },
                { path: 'users/:id/edit/confirm', lazy: () => import('./routes/organization/users/edit-confirm') },
                { path: 'users/:id/delete', lazy: () => import('./routes/organization/users/delete') },
              ]),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
