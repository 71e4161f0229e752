import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeviceCategory } from '../../../core/domain.js';
import { todayInTokyo } from '../../../core/tokyo-date.js';

/**
 * The version of what the public sees of a category, for ETags: the category's counter in
 * public_versions (bumped by the change-feed trigger in the transaction of every change of a
 * public copy, renames of brand names and organizations included) and today's date in Japan
 * (public visibility starts at a publish date's Japan midnight; file names carry the date).
 */
export class PublicDataVersion {
  async of(em: EntityManager, category: DeviceCategory): Promise<string> {
    const rows = await em
      .getConnection()
      .execute<{ version: string }[]>('select version from public_versions where category = ?', [category]);
    return `${category}.${todayInTokyo()}.${rows[0]?.version ?? '0'}`;
  }

  /** Every category at once (a GraphQL document may read several). */
  async ofAll(em: EntityManager): Promise<string> {
    const rows = await em
      .getConnection()
      .execute<{ version: string }[]>(
        `select string_agg(version::text, '.' order by category) as version from public_versions`,
      );
    return `all.${todayInTokyo()}.${rows[0]?.version ?? '0'}`;
  }
}
