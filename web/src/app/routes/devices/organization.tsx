import type { RouteObject } from 'react-router-dom';
import type { ComponentProps } from 'react';

// Loaded when a signed-in screen opens: the upload, preview and action forms (formik, yup) stay
// out of the code every visitor downloads.
const listPage = () => import('./list');
const detailPage = () => import('./detail');
const actionPage = () => import('./action');
const uploadPage = () => import('./upload');
const uploadConfirmPage = () => import('./upload-confirm');

type Area = ComponentProps<Awaited<ReturnType<typeof listPage>>['DeviceListPage']>['area'];
type ActionKind = ComponentProps<Awaited<ReturnType<typeof actionPage>>['DeviceActionPage']>['kind'];

const list = (area: Area): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { DeviceListPage } = await listPage();
    return { element: <DeviceListPage area={area} /> };
  },
});
const detail = (area: Area): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { DeviceDetailPage } = await detailPage();
    return { element: <DeviceDetailPage area={area} /> };
  },
});
const action = (area: Area, kind: ActionKind): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { DeviceActionPage } = await actionPage();
    return { element: <DeviceActionPage area={area} kind={kind} /> };
  },
});

/** /organization/{category}/… (SPEC §2); the server refuses categories without the manager flag. */
export const organizationDeviceRoutes: RouteObject[] = [
  { path: ':category', ...list('organization') },
  { path: ':category/upload', lazy: async () => ({ Component: (await uploadPage()).DeviceUploadPage }) },
  {
    path: ':category/upload/confirm',
    lazy: async () => ({ Component: (await uploadConfirmPage()).DeviceUploadConfirmPage }),
  },
  { path: ':category/:id', ...detail('organization') },
  { path: ':category/:id/update/publish_date', ...action('organization', 'dates') },
  { path: ':category/:id/delete', ...action('organization', 'delete') },
  { path: ':category/:id/status/published', ...action('organization', 'apply_publish') },
  { path: ':category/:id/status/published/cancel', ...action('organization', 'apply_cancel') },
  { path: ':category/:id/status/canceled', ...action('organization', 'canceled_view') },
];

/** /admin/{category}/… */
export const adminDeviceRoutes: RouteObject[] = [
  { path: ':category', ...list('admin') },
  { path: ':category/:id', ...detail('admin') },
  { path: ':category/:id/delete', ...action('admin', 'delete') },
  { path: ':category/:id/approved/enabled', ...action('admin', 'approve') },
  { path: ':category/:id/cancel', ...action('admin', 'cancel') },
];
