import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import type { RouteHandle } from '@/components/layout/route-type';
import { RequireUser } from '@/features/auth/components/require-user';
import { adminMasterRoutes } from './routes/admin/master-routes';
import { AssociationRedirect } from './routes/external-redirect';
import { NotFoundPage } from './routes/not-found';
import { publicDeviceRoutes } from './routes/public-devices';

const administratorArea: RouteHandle = { routeType: 'administrator' };
const organizationArea: RouteHandle = { routeType: 'organization' };

/**
 * The route table. Areas that need a user sit under <RequireUser>; their screens are added
 * as children of the area routes (until then the area's splat shows the not-found page).
 * Public pages under /organization (guide, register) go next to the guarded branch, not in it.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    // Shown for the instant the first lazy route module loads.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { index: true, element: <AssociationRedirect /> },
      { path: 'top', element: <AssociationRedirect /> },
      { path: 'login/:edition', lazy: () => import('./routes/auth/login') },
      { path: 'logout', lazy: () => import('./routes/auth/logout') },
      { path: 'house', lazy: async () => ({ Component: (await import('./routes/public/edition-index')).HouseIndexPage }) },
      { path: 'building', lazy: async () => ({ Component: (await import('./routes/public/edition-index')).BuildingIndexPage }) },
      ...publicDeviceRoutes,
      {
        element: <RequireUser />,
        children: [
          { path: 'password', element: <NotFoundPage /> },
          { path: 'admin', handle: administratorArea, children: [...adminMasterRoutes, { path: '*', element: <NotFoundPage /> }] },
          { path: 'organization', handle: organizationArea, children: [{ path: '*', element: <NotFoundPage /> }] },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
