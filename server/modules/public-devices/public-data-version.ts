import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { DeviceCategory } from '../../core/domain.js';
import { logger } from '../../core/logger.js';
import { todayInTokyo } from '../../rules/tokyo-date.js';

/** Where record_device_change announces a bump, as "<category>:<version>", at commit. */
const CHANNEL = 'public_versions';
/** Waits between attempts to listen again after the feed's connection failed or was lost. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Versions in the order of the device_category enum, as ofAll() joins them. */
const ALL_VERSIONS_SQL = 'select category, version::text as version from public_versions order by category';

/**
 * The public pages' other content (notices, reference links, their categories and makers): the
 * counter the content tables' triggers bump (Migration20261204200000), the notices published by
 * now, and when the scheduled ones go public, in epoch milliseconds.
 */
const CONTENT_SQL = `select v.version::text as version,
    (select count(*) from information where published_at <= now())::int as published,
    coalesce((select array_agg((extract(epoch from published_at) * 1000)::float8 order by published_at)
      from information where published_at > now()), '{}') as scheduled
  from public_content_version v`;

interface ContentRow {
  version: string;
  published: number;
  scheduled: number[];
}

/** The content's version: its counter and how many notices are public by `now` (a scheduled one going public changes it). */
const contentVersionOf = ({ version, published, scheduled }: ContentRow, now: number) =>
  `content.${version}.${published + scheduled.filter((at) => at <= now).length}`;

/** A category's version as current() and of() give it: the counter and the date in Japan. */
const versionOf = (category: DeviceCategory, today: string, counter: string) => `${category}.${today}.${counter}`;

/**
 * The version of what the public sees of a category, for ETags and the answer cache: the
 * category's counter in public_versions (bumped by the change-feed trigger in the transaction of
 * every change of a public copy, renames of brand names and organizations included) and today's
 * date in Japan (public visibility starts at a publish date's Japan midnight; file names carry the
 * date). Beside them, the version of the notices and reference links the rendered public pages
 * show (ofContent).
 *
 * After watch(), the process keeps the counters in memory: one connection LISTENs on the channel
 * the bump notifies at commit, so a public read sends no statement for its version. Without that
 * connection (not watched, not connected yet, or lost until it reconnects) every read asks
 * PostgreSQL, as before; both give the same answer.
 */
export class PublicDataVersion {
  /** category → version while the feed is live; null when versions are read per request. */
  private versions: Map<string, string> | null = null;
  /** The content's row while the feed is live and has read it since its last bump; else null (read per request). */
  private content: ContentRow | null = null;
  /** The content bump whose read is the latest asked for. */
  private contentBump = '';
  private client: pg.Client | null = null;
  private stopped = true;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;

  /** The version from memory while the feed is live; null when only of() can tell (it asks PostgreSQL). */
  current(category: DeviceCategory, today = todayInTokyo()): string | null {
    const version = this.versions?.get(category);
    return version === undefined ? null : versionOf(category, today, version);
  }

  async of(em: EntityManager, category: DeviceCategory): Promise<string> {
    const version =
      this.versions?.get(category) ??
      (
        await em
          .getConnection()
          .execute<{ version: string }[]>('select version from public_versions where category = ?', [category])
      )[0]?.version;
    return versionOf(category, todayInTokyo(), version ?? '0');
  }

  /** Every category at once (a GraphQL document may read several). */
  async ofAll(em: EntityManager): Promise<string> {
    const versions = this.versions
      ? [...this.versions.values()]
      : (await em.getConnection().execute<{ version: string }[]>(ALL_VERSIONS_SQL)).map((row) => row.version);
    return `all.${todayInTokyo()}.${versions.join('.') || '0'}`;
  }

  /**
   * The version of the public pages' notices and reference links (not of the devices: see ofAll),
   * for the rendered pages that show them. From memory while the feed is live, else one statement.
   */
  async ofContent(em: EntityManager): Promise<string> {
    const row = this.content ?? (await em.getConnection().execute<ContentRow[]>(CONTENT_SQL))[0];
    return row ? contentVersionOf(row, Date.now()) : 'content.0.0';
  }

  /** Starts listening on `connectionString`; never throws (a failed start retries in the background). */
  async watch(connectionString: string): Promise<void> {
    this.stopped = false;
    await this.listen(connectionString);
  }

  /** Whether versions come from memory (for tests and the health view). */
  get live(): boolean {
    return this.versions !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.versions = null;
    this.content = null;
    await client?.end();
  }

  private async listen(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: 'portal public versions' });
    client.on('error', (err) => this.lost(connectionString, client, err));
    client.on('end', () => this.lost(connectionString, client));
    client.on('notification', (message) => this.apply(message.payload));
    try {
      await client.connect();
      // LISTEN before the snapshot: a bump committed in between is in the snapshot or notified after it.
      await client.query(`listen ${CHANNEL}`);
      const { rows } = await client.query<{ category: string; version: string }>(ALL_VERSIONS_SQL);
      const content = (await client.query<ContentRow>(CONTENT_SQL)).rows[0] ?? null;
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.versions = new Map(rows.map((row) => [row.category, row.version]));
      this.content = content;
      this.attempt = 0;
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      logger.warn({ err }, 'public version feed: cannot listen; versions are read per request meanwhile');
      this.retryLater(connectionString);
    }
  }

  private lost(connectionString: string, client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    this.versions = null;
    this.content = null;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    logger.warn({ err }, 'public version feed lost; versions are read per request until it is back');
    this.retryLater(connectionString);
  }

  private retryLater(connectionString: string): void {
    if (this.stopped) return;
    const wait = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)];
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.listen(connectionString), wait);
    this.retryTimer.unref();
  }

  /** Versions only grow: an older notification never replaces a newer snapshot. */
  private apply(payload: string | undefined): void {
    const [category, version] = (payload ?? '').split(':');
    if (!this.versions || !category || !/^\d+$/.test(version ?? '')) return;
    if (category === 'content') {
      this.applyContent(version!);
      return;
    }
    const known = this.versions.get(category);
    if (known === undefined || Number(version) > Number(known)) this.versions.set(category, version);
  }

  /**
   * A content table changed: the notices' counts and schedule are read again (the statement runs
   * after the bump's commit, so it sees it). Until then, and if the read fails, the content's
   * version is read per request; a read overtaken by a later bump is dropped.
   */
  private applyContent(version: string): void {
    const client = this.client;
    if (!client || (this.content && Number(version) <= Number(this.content.version))) return;
    this.content = null;
    this.contentBump = version;
    client.query<ContentRow>(CONTENT_SQL).then(
      ({ rows }) => {
        if (this.client === client && this.contentBump === version && rows[0]) this.content = rows[0];
      },
      (err: unknown) => logger.warn({ err }, 'public version feed: the content version is read per request meanwhile'),
    );
  }
}
