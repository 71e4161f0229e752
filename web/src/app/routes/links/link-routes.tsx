import type { RouteObject } from 'react-router-dom';
import { namedScreen } from '../named-screen';

/** Routes of the links feature (SPEC §2), spread into the areas of app/routes.tsx. */
const categoryList = () => import('./category-list');
const categoryOrganizations = () => import('./category-organizations');
const houseOpening = () => import('./house-opening');
const adminAction = () => import('../admin/links/action');

export const publicLinkRoutes: RouteObject[] = [
  namedScreen('house/links', categoryList, 'HouseCategoryListPage'),
  namedScreen('building/links', categoryList, 'BuildingCategoryListPage'),
  namedScreen('house/links/organizations/:categoryCode', categoryOrganizations, 'HouseCategoryOrganizationsPage'),
  namedScreen('building/links/organizations/:categoryCode', categoryOrganizations, 'BuildingCategoryOrganizationsPage'),
  namedScreen('house/links/opening/window', houseOpening, 'HouseOpeningWindowPage'),
  namedScreen('house/links/opening/door', houseOpening, 'HouseOpeningDoorPage'),
  namedScreen('building/links/opening', () => import('./building-opening'), 'BuildingOpeningPage'),
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
  namedScreen('links/:id/approved/enabled', adminAction, 'AdminLinkEnablePage'),
  namedScreen('links/:id/approved/disabled', adminAction, 'AdminLinkDisablePage'),
  namedScreen('links/:id/delete', adminAction, 'AdminLinkDeletePage'),
];
