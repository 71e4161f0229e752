import type { RouteObject } from 'react-router-dom';
import { DeviceActionPage } from '@/features/devices/components/device-action-page';
import { DeviceDetailPage } from '@/features/devices/components/device-detail-page';
import { DeviceListPage } from '@/features/devices/components/device-list-page';
import { DeviceUploadConfirmPage } from '@/features/devices/components/device-upload-confirm-page';
import { DeviceUploadPage } from '@/features/devices/components/device-upload-page';

/** /organization/{category}/… (SPEC §2); the server refuses categories without the manager flag. */
export const organizationDeviceRoutes: RouteObject[] = [
  { path: ':category', element: <DeviceListPage area="organization" /> },
  { path: ':category/upload', element: <DeviceUploadPage /> },
  { path: ':category/upload/confirm', element: <DeviceUploadConfirmPage /> },
  { path: ':category/:id', element: <DeviceDetailPage area="organization" /> },
  { path: ':category/:id/update/publish_date', element: <DeviceActionPage area="organization" kind="dates" /> },
  { path: ':category/:id/delete', element: <DeviceActionPage area="organization" kind="delete" /> },
  { path: ':category/:id/status/published', element: <DeviceActionPage area="organization" kind="apply_publish" /> },
  {
    path: ':category/:id/status/published/cancel',
    element: <DeviceActionPage area="organization" kind="apply_cancel" />,
  },
  { path: ':category/:id/status/canceled', element: <DeviceActionPage area="organization" kind="canceled_view" /> },
];

/** /admin/{category}/… */
export const adminDeviceRoutes: RouteObject[] = [
  { path: ':category', element: <DeviceListPage area="admin" /> },
  { path: ':category/:id', element: <DeviceDetailPage area="admin" /> },
  { path: ':category/:id/delete', element: <DeviceActionPage area="admin" kind="delete" /> },
  { path: ':category/:id/approved/enabled', element: <DeviceActionPage area="admin" kind="approve" /> },
  { path: ':category/:id/cancel', element: <DeviceActionPage area="admin" kind="cancel" /> },
];
