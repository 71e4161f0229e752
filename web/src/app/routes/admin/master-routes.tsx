import type { RouteObject } from 'react-router-dom';
import type { AnyMasterTable } from '@/features/admin-master/master-table';
import { namedScreen } from '../named-screen';

/** /admin/brand_names, shared_passwords, evaluation_organizations and information (SPEC §2), and mail_failures. */
const screens = () => import('@/features/admin-master/master-screens');
const information = () => import('./information');

type Screen = 'MasterListPage' | 'MasterCreatePage' | 'MasterEditPage' | 'MasterDeletePage';

/** A screen of the master kit, rendering the table its module exports; both load with the route. */
function masterScreen(screen: Screen, load: () => Promise<{ table: AnyMasterTable }>): RouteObject['lazy'] {
  return async () => {
    const [{ table }, kit] = await Promise.all([load(), screens()]);
    const Screen = kit[screen];
    return { element: <Screen table={table} /> };
  };
}

/** list / create / {id}/edit / {id}/delete of one master table. */
function masterRoutes(path: string, load: () => Promise<{ table: AnyMasterTable }>): RouteObject[] {
  return [
    { path, lazy: masterScreen('MasterListPage', load) },
    { path: `${path}/create`, lazy: masterScreen('MasterCreatePage', load) },
    { path: `${path}/:id/edit`, lazy: masterScreen('MasterEditPage', load) },
    { path: `${path}/:id/delete`, lazy: masterScreen('MasterDeletePage', load) },
  ];
}

export const adminMasterRoutes: RouteObject[] = [
  ...masterRoutes('brand_names', () => import('./brand-names')),
  ...masterRoutes('shared_passwords', () => import('./shared-passwords')),
  ...masterRoutes('evaluation_organizations', () => import('./evaluation-organizations')),
  ...masterRoutes('information', information),
  namedScreen('information/:id', information, 'InformationDetailPage'),
  namedScreen('mail_failures', () => import('./mail-failures'), 'MailFailuresPage'),
];
