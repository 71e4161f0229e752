import type { MikroORM } from '@mikro-orm/postgresql';
import type { DeviceCategory } from '../../core/domain.js';
import type { PageMeta, PageMetaSource } from '../../core/http/spa-documents.js';
import { LRUCache } from 'lru-cache';
import { clientKey } from '../../core/rate-limit/client-key.js';
import { processShare, WindowCounter } from '../../core/rate-limit/window-counter.js';
import { DEVICE_CATEGORY_TABLE } from '../../rules/device-categories.js';
import { deviceDetailHeading, deviceListHeading, titleFor } from '../../rules/page-titles.js';
import { categoryPageMeta } from './category-page-meta.js';
import { fixedPageMeta } from './fixed-page-meta.js';
import { publicDevicePaths } from './public-device-paths.js';
import type { PublicDataVersion } from '../devices/public/public-data-version.js';
import { todayInTokyo } from '../devices/visibility.js';
import { readPublicDevice } from '../devices/public/public-detail-statements.js';
import { isSpaPage, NOT_FOUND_META } from './spa-pages.js';

/** Devices whose names are kept between their documents' requests. */
const NAMES_KEPT = 2_000;
const MAX_ID = 2_147_483_647;

interface DeviceName {
  certificateNumber: string;
  brandName: string;
}

/**
 * The title and description of the public pages: the fixed ones (fixed-page-meta.ts), a
 * category's makers (category-page-meta.ts), and the device pages as the SPA will show them: a list's
 * heading, and a device's category, certificate number and brand name. A device nobody may see
 * is not found (404), as its page says, and so is any path the SPA has no page for. Names are kept
 * per category data version while the version feed is live; otherwise each document reads its
 * device once. A client reads at most `readsPerMinute` devices (its share in this process): past
 * that, documents of devices not kept carry the site's own title and status, so asking for every
 * id costs the database nothing more.
 */
export function publicPageMeta(
  orm: MikroORM,
  versions: PublicDataVersion,
  budget: { readsPerMinute: number; processes: number },
): PageMetaSource {
  const reads = new WindowCounter(processShare(budget.readsPerMinute, budget.processes), 60);
  const routes = DEVICE_CATEGORY_TABLE.map((entry) => ({ entry, ...publicDevicePaths(entry.publicRoute) }));
  // Boxed: null (nobody may see the device) is an answer to keep, which lru-cache does not hold bare.
  const names = new LRUCache<string, { name: DeviceName | null }>({ max: NAMES_KEPT });
  const categoryPages = categoryPageMeta(orm);

  /** The device's names; null when nobody may see it, undefined when the client's reads are spent. */
  const nameOf = async (
    category: DeviceCategory,
    id: number,
    client: () => string,
  ): Promise<DeviceName | null | undefined> => {
    const version = versions.current(category);
    const key = version === null ? null : `${version}/${id}`;
    const known = key === null ? undefined : names.get(key);
    if (known) return known.name;
    if (reads.hit(clientKey(client()), Date.now()).limited) return undefined;
    // The detail page's own statement, canceled devices included (their page offers to show them).
    const device = await readPublicDevice(orm.em, { id, category, includeExpired: true, today: todayInTokyo() });
    const name = device ? { certificateNumber: device.certificateNumber, brandName: device.brandName.name } : null;
    if (key !== null) names.set(key, { name });
    return name;
  };

  return async (path: string, client: () => string): Promise<PageMeta | null> => {
    const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const fixed = fixedPageMeta(page) ?? (await categoryPages(page));
    if (fixed) return fixed;
    for (const { entry, list, detail } of routes) {
      if (list.test(path))
        return {
          title: titleFor(deviceListHeading(entry.label)),
          description: `${entry.label}の登録情報の一覧です。ブランド名・品番・証明書番号で絞り込み、CSVでダウンロードできます。`,
        };
      const idText = detail.exec(path)?.[1];
      if (idText === undefined) continue;
      const id = /^[1-9]\d*$/.test(idText) ? Number(idText) : NaN;
      // The SPA shows no device for an id it cannot read either.
      if (!(id <= MAX_ID)) return NOT_FOUND_META;
      const name = await nameOf(entry.category as DeviceCategory, id, client);
      if (name === undefined) return null;
      if (name === null) return NOT_FOUND_META;
      const heading = deviceDetailHeading(entry.label, name.certificateNumber);
      return {
        title: titleFor(heading.category + heading.name),
        description: `${entry.label}「${name.brandName}」（証明書番号 ${name.certificateNumber}）の登録情報です。性能値、証明書、公開日を掲載しています。`,
      };
    }
    return isSpaPage(path) ? null : NOT_FOUND_META;
  };
}
