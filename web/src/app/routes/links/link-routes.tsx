import type { RouteObject } from 'react-router-dom';

/** Routes of the links feature (SPEC §2), spread into the areas of app/routes.tsx. */
export const publicLinkRoutes: RouteObject[] = [
  { path: 'house/links', lazy: async () => ({ Component: (await import('./category-list')).HouseCategoryListPage }) },
  {
    path: 'building/links',
    lazy: async () => ({ Component: (await import('./category-list')).BuildingCategoryListPage }),
  },
  {
    path: 'house/links/organizations/:categoryCode',
    lazy: async () => ({ Component: (await import('./category-organizations')).HouseCategoryOrganizationsPage }),
  },
  {
    path: 'building/links/organizations/:categoryCode',
    lazy: async () => ({ Component: (await import('./category-organizations')).BuildingCategoryOrganizationsPage }),
  },
  {
    path: 'house/links/opening/window',
    lazy: async () => ({ Component: (await import('./house-opening')).HouseOpeningWindowPage }),
  },
  {
    path: 'house/links/opening/door',
    lazy: async () => ({ Component: (await import('./house-opening')).HouseOpeningDoorPage }),
  },
  {
    path: 'building/links/opening',
    lazy: async () => ({ Component: (await import('./building-opening')).BuildingOpeningPage }),
  },
];

/** Children of /organization. */
export const organizationLinkRoutes: RouteObject[] = [
  { path: 'links', lazy: () => import('../organization/links/list') },
  { path: 'links/create', lazy: () => import('../organization/links/create') },
  { path: 'links/create/confirm', lazy: () => import('../organization/links/create-confirm') },
  { path: 'links/create/complete', lazy: () => import('../organization/links/create-complete') },
  { path: 'links/:id/edit', lazy: () => import('../organization/links/edit') },
  { path: 'links/:id/edit/confirm', lazy: () => import('../organization/links/edit-confirm') },
  { path: 'links/:id/delete', lazy: () => import('../organization/links/delete') },
];

/** Children of /admin. */
export const adminLinkRoutes: RouteObject[] = [
  { path: 'links', lazy: () => import('../admin/links/list') },
  {
    path: 'links/:id/approved/enabled',
    lazy: async () => ({ Component: (await import('../admin/links/action')).AdminLinkEnablePage }),
  },
  {
    path: 'links/:id/approved/disabled',
    lazy: async () => ({ Component: (await import('../admin/links/action')).AdminLinkDisablePage }),
  },
  {
    path: 'links/:id/delete',
    lazy: async () => ({ Component: (await import('../admin/links/action')).AdminLinkDeletePage }),
  },
];
