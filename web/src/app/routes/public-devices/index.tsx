import type { RouteObject } from 'react-router-dom';
import { DEVICE_CATEGORIES } from '@/config/device-categories';

/** /cogenerations, /electric_heat_pumps, … and their {id} detail pages (SPEC §2), one pair per category. */
export const publicDeviceRoutes: RouteObject[] = DEVICE_CATEGORIES.flatMap((category) => [
  {
    path: category.publicSlug,
    lazy: async () => {
      const [{ PublicDeviceListPage }, { listRouteQueries }] = await Promise.all([
        import('./list'),
        import('@/features/public-devices/lib/page-queries'),
      ]);
      return {
        element: <PublicDeviceListPage key={category.code} category={category.code} />,
        handle: { queries: listRouteQueries(category.code) },
      };
    },
  },
  {
    path: `${category.publicSlug}/:id`,
    lazy: async () => {
      const [{ PublicDeviceDetailPage }, { sheetRouteQueries }] = await Promise.all([
        import('./detail'),
        import('@/features/public-devices/lib/page-queries'),
      ]);
      return {
        element: <PublicDeviceDetailPage key={category.code} category={category.code} />,
        handle: { queries: sheetRouteQueries(category.code) },
      };
    },
  },
]);
