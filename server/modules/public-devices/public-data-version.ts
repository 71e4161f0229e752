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

/** A category's version as current() and of() give it: the counter and the date in Japan. */
const versionOf = (category: DeviceCategory, today: string, counter: string) => `${category}.${today}.${counter}`;

/**
 * The version of what the public sees of a category, for ETags and the answer cache: the
 * category's counter in public_versions (bumped by the change-feed trigger in the transaction of
 * every change of a public copy, renames of brand names and organizations included) and today's
 * date in Japan (public visibility starts at a publish date's Japan midnight; file names carry the
 * date).
 *
 * After watch(), the process keeps the counters in memory: one connection LISTENs on the channel
 * the bump notifies at commit, so a public read sends no statement for its version. Without that
 * connection (not watched, not connected yet, or lost until it reconnects) every read asks
 * PostgreSQL, as before; both give the same answer.
 */
export class PublicDataVersion {
  /** category → version while the feed is live; null when versions are read per request. */
  private versions: Map<string, string> | null = null;
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
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.versions = new Map(rows.map((row) => [row.category, row.version]));
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
    const known = this.versions.get(category);
    if (known === undefined || Number(version) > Number(known)) this.versions.set(category, version);
  }
}
