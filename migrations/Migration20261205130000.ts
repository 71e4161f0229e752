import { Migration } from '@mikro-orm/migrations';
import { normalizeNameSql } from './Migration20261126090000.js';

/*
 * The dashes of server/rules/device-search.ts (DASHES, a name's NAME_DASH) as they stood when this
 * migration was written, repeated (a migration does not import app code).
 */
const NAME_DASHES = '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d';

/**
 * A name key (already normalized by the rules before) with ー for every dash. The dashes are
 * written as Unicode escapes (`U&'\002d…'`), as Migration20261205120000 writes its marks.
 */
export const dashesAsLongVowelSql = (sql: string) =>
  `translate(${sql}, U&'${[...NAME_DASHES].map((c) => `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}', '${'ー'.repeat(NAME_DASHES.length)}')`;

const TABLES = ['brand_names', 'organizations'];

/**
 * Every dash in a brand's or maker's name is the long-vowel mark from now on (`ソ-ラ-エース`,
 * typed with the IME off, finds ソーラーエース): the name keys written before get ー for theirs.
 * The earlier rules kept dashes as they were, so the stored key is rewritten in place; only keys
 * holding a dash are written. The public data version does not move: each process reads the keys
 * again at its start (searchable-names.ts), which a migration precedes.
 */
export class Migration20261205130000 extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`update "${table}" set "search_name" = ${dashesAsLongVowelSql('"search_name"')}
        where "search_name" <> ${dashesAsLongVowelSql('"search_name"')};`);
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`update "${table}" set "search_name" = ${normalizeNameSql('"name"')}
        where "search_name" <> ${normalizeNameSql('"name"')};`);
    }
  }
}
