import { raw } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { DeviceCategory, DeviceStatus, PublicDeviceStatus } from '../../core/domain.js';
import { NotFound, ValidationFailed } from '../../core/errors.js';
import { PAGE_SIZE, pageWindow } from '../../core/paging.js';
import { isCalendarDate, memoizedValidation, validateInput } from '../../core/validation.js';
import {
  systemTypePattern,
  Device,
  publiclyVisibleWhere,
  todayInTokyo,
  EXPORT_BATCH_ROWS,
  streamDeviceRows,
  type DeviceCsvRow,
} from '../device-registry/index.js';
import { publicDetailSchema, publicFilterSchema, publicListSchema } from './public-devices.inputs.js';
import { publicDeviceRecord, type PublicDeviceRecord } from './public-device-rows.js';
import { readPublicDevice, readPublicHistory } from './public-detail-statements.js';
import type { PublicDataVersion } from './public-data-version.js';
import { ListSummaries } from './public-list-summaries.js';
import {
  PUBLIC_ORDER,
  numberPattern,
  publicListWhere,
  readLastUpdate,
  readPublicList,
  type CursorPosition,
} from './public-list-statement.js';

export const PUBLIC_DEVICE_NOT_FOUND = '機器が見つかりません';

/** Public list inputs repeat (the first pages of each category, a few filters): checked once each. */
const validatePublicList = memoizedValidation(publicListSchema);

export interface PublicDevicePage {
  items: PublicDeviceRecord[];
  total: number;
  page: number;
  pageSize: number;
  /** Date (YYYY-MM-DD, Japan) of the latest change among the category's public devices. */
  lastUpdate: string | null;
  /** Cursor of the last item (for `after`), and whether more follow it. */
  endCursor: string | null;
  hasNextPage: boolean;
}

/** A step of the public history (who did it and internal notes stay internal). */
export interface PublicStatusChange {
  id: number;
  toStatus: PublicDeviceStatus;
  reasons: string[];
  canceledAt: string | null;
  createdAt: Date;
}

const encodeCursor = (device: PublicDeviceRecord) =>
  Buffer.from(`${device.publishDate}|${device.id}`).toString('base64url');
function decodeCursor(cursor: string): CursorPosition {
  const [publishDate, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  // A real calendar date and an id within PostgreSQL's integer: anything else is not one of our cursors.
  if (!publishDate || !isCalendarDate(publishDate) || !/^\d{1,10}$/.test(id ?? '') || Number(id) > 2_147_483_647) {
    throw ValidationFailed({ after: ['afterが正しくありません'] });
  }
  return { publishDate, id: Number(id) };
}

/**
 * What visitors and third parties see of the registry: only publicly visible devices
 * (visibility.ts, the one rule), never needing a sign-in. A list page costs one SQL statement
 * whatever its size (public-list-statement.ts): the rows with their brand name, organization and
 * certificate joined, the count and the last update, compiled once per filter shape.
 */
export class PublicDevicesService {
  /** Rows per FETCH of an export cursor (a test seam: small batches exercise the FETCH loop). */
  exportBatchSize = EXPORT_BATCH_ROWS;
  private readonly summaries: ListSummaries;

  constructor(
    private readonly versions: PublicDataVersion,
    summaryCapacity: number,
  ) {
    this.summaries = new ListSummaries(summaryCapacity);
  }

  /**
   * A page by number or by cursor, with the total and the last update: one compiled statement. The
   * total and the last update are counted once per data version and filter while the version feed
   * is live (ListSummaries); the next pages read their rows alone.
   */
  async list(ctx: RequestContext, category: DeviceCategory, raw: unknown): Promise<PublicDevicePage> {
    const input = await validatePublicList(raw);
    const keyset = input.first !== undefined || input.after !== undefined;
    const size = input.first ?? PAGE_SIZE;
    const today = todayInTokyo();
    const version = this.versions.current(category, today);
    const summaryKey = version === null ? null : ListSummaries.key(version, input);
    const known = summaryKey === null ? undefined : this.summaries.get(summaryKey);
    const read = await readPublicList(ctx.statements, {
      category,
      today,
      filter: input,
      summary: known === undefined,
      window: keyset
        ? { kind: 'first', limit: size + 1, after: input.after ? decodeCursor(input.after) : undefined }
        : { kind: 'page', ...pageWindow(input.page) },
    });
    const { rows } = read;
    const { total, lastUpdate } = known ?? read.summary!;
    if (summaryKey !== null && read.summary) this.summaries.set(summaryKey, read.summary);
    const items = rows.slice(0, size).map(publicDeviceRecord);
    const lastItem = items[items.length - 1];
    return {
      items,
      total,
      page: keyset ? 1 : input.page,
      pageSize: size,
      lastUpdate,
      endCursor: lastItem ? encodeCursor(lastItem) : null,
      hasNextPage: keyset ? rows.length > size : input.page * PAGE_SIZE < total,
    };
  }

  /** Every public row of a filtered list in list order, streamed from SQL (CSV exports). */
  async exportRows(ctx: RequestContext, category: DeviceCategory, raw: unknown): Promise<AsyncGenerator<DeviceCsvRow>> {
    const filter = await validateInput(publicFilterSchema, raw);
    const where = publicListWhere(category, {
      ...filter,
      number: numberPattern(filter.number),
      systemType: filter.systemType ? systemTypePattern(filter.systemType) : undefined,
    });
    return streamDeviceRows(ctx.em, where, PUBLIC_ORDER, this.exportBatchSize);
  }

  /** Public devices with their certificate (certificate kenken CSV), in list order. */
  certificateRows(ctx: RequestContext, category: DeviceCategory): AsyncGenerator<DeviceCsvRow> {
    return streamDeviceRows(
      ctx.em,
      { $and: [publicListWhere(category, { includeExpired: false }), { certificate: { $ne: null } }] },
      PUBLIC_ORDER,
      this.exportBatchSize,
    );
  }

  /** A public device as its detail shows it (a plain record, as the lists read them). */
  async get(ctx: RequestContext, category: DeviceCategory, id: number, raw: unknown = {}): Promise<PublicDeviceRecord> {
    const { includeExpired } = await validateInput(publicDetailSchema, raw);
    const device = await readPublicDevice(ctx.statements, { id, category, includeExpired, today: todayInTokyo() });
    if (!device) throw NotFound(PUBLIC_DEVICE_NOT_FOUND);
    return device;
  }

  /** The public part of a device's history: when it was published and when (and why) it was canceled. */
  async history(
    ctx: RequestContext,
    device: Pick<PublicDeviceRecord, 'id' | 'canceledAt'>,
  ): Promise<PublicStatusChange[]> {
    const changes = await readPublicHistory(ctx.statements, device.id);
    return changes.map((c) => {
      const canceled = c.toStatus === DeviceStatus.canceled;
      return {
        id: c.id,
        toStatus: canceled ? PublicDeviceStatus.canceled : PublicDeviceStatus.published,
        reasons: canceled ? c.reasons : [],
        canceledAt: canceled ? (c.canceledAt ?? device.canceledAt ?? null) : null,
        createdAt: c.createdAt,
      };
    });
  }

  /** Brand names that appear on the category's public list, canceled devices included (SPEC §7). */
  async brandNames(ctx: RequestContext, category: DeviceCategory): Promise<{ id: number; name: string }[]> {
    const rows = await ctx.em
      .createQueryBuilder(Device, 'd')
      .select([raw('b.id as id'), raw('b.name as name')])
      .distinct()
      .join('d.brandName', 'b')
      .where({ $and: [{ category }, publiclyVisibleWhere({ includeExpired: true })] })
      .orderBy({ [raw('b.name')]: 'asc', [raw('b.id')]: 'asc' })
      .execute<{ id: number; name: string }[]>('all', false);
    return rows.map((r) => ({ id: Number(r.id), name: r.name }));
  }

  /**
   * The latest date the category's public list changed: a public update (public_updated_at, which
   * a cancel request does not move), or a publish date coming. Two "top 1" lookups that walk the
   * (category, public_updated_at) and (category, status, publish_date) indexes from the end, in one
   * statement, instead of scanning every public row.
   */
  lastUpdate(ctx: RequestContext, category: DeviceCategory): Promise<string | null> {
    return readLastUpdate(ctx.statements, category, todayInTokyo());
  }
}
