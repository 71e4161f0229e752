import { Migration } from '@mikro-orm/migrations';
import { normalizeNameSql } from './Migration20261126090000.js';
import { unicodeLiteral } from './Migration20261205120000.js';

/*
 * server/rules/device-search.ts as it stood when this migration was written, repeated (a migration
 * does not import app code): the dashes a name's NAME_DASH makes ー, and KANJI_VARIANTS (each
 * variant, then its common form).
 */
const NAME_DASHES = '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d';
const KANJI_VARIANTS =
  '髙高﨑崎嵜崎𠮷吉邊辺邉辺澤沢濱浜嶋島嶌島國国廣広眞真櫻桜德徳冨富瀨瀬黑黒惠恵榮栄藏蔵亞亜淺浅靜静' +
  '萬万圓円關関實実寶宝豐豊鐵鉄會会縣県壽寿齋斎齊斉槇槙';

const everyOther = (text: string, first: 0 | 1) => [...text].filter((_, i) => i % 2 === first).join('');

/** A name key (already normalized by the rules before) with ー for every dash and common kanji forms. */
export const commonNameFormsSql = (sql: string) =>
  `translate(translate(${sql}, ${unicodeLiteral(NAME_DASHES)}, '${'ー'.repeat(NAME_DASHES.length)}'),
    ${unicodeLiteral(everyOther(KANJI_VARIANTS, 0))}, ${unicodeLiteral(everyOther(KANJI_VARIANTS, 1))})`;

const TABLES = ['brand_names', 'organizations'];

/**
 * In a brand's or maker's name, every dash is the long-vowel mark (`ソ-ラ-エース`, typed with the
 * IME off, finds ソーラーエース) and an old or variant kanji is its common form (髙﨑 is found by
 * 高崎) from now on: the name keys written before are rewritten in place (the earlier rules kept
 * both as they were; only keys that change are written). The public data version does not move:
 * each process reads the keys again at its start (searchable-names.ts), which a migration precedes.
 */
export class Migration20261205130000 extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`update "${table}" set "search_name" = ${commonNameFormsSql('"search_name"')}
        where "search_name" <> ${commonNameFormsSql('"search_name"')};`);
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`update "${table}" set "search_name" = ${normalizeNameSql('"name"')}
        where "search_name" <> ${normalizeNameSql('"name"')};`);
    }
  }
}
