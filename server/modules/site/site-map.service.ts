import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeviceCategory } from '../../core/domain.js';
import { DEVICE_CATEGORY_TABLE, type DeviceCategoryCode } from '../../rules/device-categories.js';
import { Device, publiclyVisibleWhere } from '../device-registry/index.js';
import type { LinkCategoriesService } from '../link-categories/index.js';
import { categoryMakersPath } from './category-makers-paths.js';

/** The sitemap protocol allows 50,000 URLs a file; a round number below it. */
export const URLS_PER_SITEMAP = 40_000;

const publicDevicesOf = (category: DeviceCategoryCode): FilterQuery<Device> => ({
  $and: [publiclyVisibleWhere(), { category: category as DeviceCategory }],
});

/** The public pages every visitor can reach without a search (SPEC §2 public screens). */
export const PUBLIC_PAGES: readonly string[] = [
  '/house',
  '/building',
  ...DEVICE_CATEGORY_TABLE.map((entry) => entry.publicRoute),
  '/house/links',
  '/house/links/opening/window',
  '/house/links/opening/door',
  '/building/links',
  '/building/links/opening',
  '/organization/guide',
];

export interface DeviceSitemap {
  category: DeviceCategoryCode;
  part: number;
}

/**
 * Which public pages exist, for search engines: the fixed pages, the makers' pages of categories
 * with public links, and every publicly visible device.
 */
export class SiteMapService {
  constructor(private readonly categories: LinkCategoriesService) {}

  /** A category's makers page for each category where at least one maker has public links. */
  async categoryPaths(em: EntityManager): Promise<string[]> {
    const { items } = await this.categories.listWithCounts({ em }, {});
    return items
      .filter((category) => category.organizationCount > 0)
      .map((category) => categoryMakersPath(category.type, category.code));
  }

  /** One entry per file of device detail pages: the categories' public devices in chunks. */
  async deviceSitemaps(em: EntityManager): Promise<DeviceSitemap[]> {
    const sitemaps: DeviceSitemap[] = [];
    for (const entry of DEVICE_CATEGORY_TABLE) {
      const count = await em.count(Device, publicDevicesOf(entry.category));
      for (let part = 0; part * URLS_PER_SITEMAP < count; part += 1) sitemaps.push({ category: entry.category, part });
    }
    return sitemaps;
  }

  /** The detail paths of one chunk, in id order (a device keeps its place between crawls). */
  async devicePaths(em: EntityManager, sitemap: DeviceSitemap): Promise<string[]> {
    const entry = DEVICE_CATEGORY_TABLE.find((candidate) => candidate.category === sitemap.category)!;
    const devices = await em.find(Device, publicDevicesOf(sitemap.category), {
      fields: ['id'],
      orderBy: { id: 'asc' },
      limit: URLS_PER_SITEMAP,
      offset: sitemap.part * URLS_PER_SITEMAP,
    });
    return devices.map((device) => `${entry.publicRoute}/${device.id}`);
  }
}
