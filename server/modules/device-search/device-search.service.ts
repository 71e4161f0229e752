import type { InferType } from 'yup';
import type { RequestContext } from '../../core/context.js';
import type { DeviceCategory } from '../../core/domain.js';
import { ValidationFailed } from '../../core/errors.js';
import { escapeLike } from '../../core/db/like.js';
import { PAGE_SIZE, pageWindow } from '../../core/paging.js';
import { memoizedValidation } from '../../core/validation.js';
import { clientKey } from '../../core/rate-limit/client-key.js';
import { DEVICE_CATEGORY_TABLE } from '../../rules/device-categories.js';
import {
  SEARCH_FIELD_LABELS,
  SEARCH_MATCH_KINDS,
  normalizeName,
  normalizeNumber,
  type SearchMatchKind,
} from '../../rules/device-search.js';
import { categoryDefinition, todayInTokyo } from '../device-registry/index.js';
import { publicDeviceRecord, type PublicDeviceRecord } from '../public-devices/index.js';
import { searchInputSchema } from './device-search.inputs.js';
import { MATCH_TIERS, readSearch, type SearchShape, type SearchValues } from './device-search-statement.js';
import { bindWords, nameForms, searchableName, searchableNumber, searchWords, type BoundWord } from './search-words.js';
import type { SearchableNames } from './searchable-names.js';
import type { SearchGate } from './search-gate.js';
import { commonNumberTrigrams, numberIndexPattern } from './common-trigrams.js';
import { kanaTypedReadings } from './ime-readings.js';
import type { EntityManager } from '@mikro-orm/postgresql';

const validateSearch = memoizedValidation(searchInputSchema);

export interface DeviceSearchHit {
  category: DeviceCategory;
  matchedField: string;
  matchedLabel: string;
  matchKind: SearchMatchKind;
  device: PublicDeviceRecord;
}

export interface DeviceSearchPage {
  query: string;
  /** What the query was read as when, as typed, it found nothing (kanaTypedReadings), else null. */
  readAs: string | null;
  total: number;
  page: number;
  pageSize: number;
  endCursor: string | null;
  hasNextPage: boolean;
  categoryCounts: { category: DeviceCategory; label: string; count: number }[];
  items: DeviceSearchHit[];
}

interface SearchPosition {
  kind: number;
  tier: number;
  category: DeviceCategory;
  id: number;
}

const CATEGORY_CODES = DEVICE_CATEGORY_TABLE.map((entry) => entry.category as string);

const encodeCursor = (p: SearchPosition) =>
  Buffer.from(`${p.kind}|${p.tier}|${p.category}|${p.id}`).toString('base64url');

function decodeCursor(cursor: string): SearchPosition {
  const [kind, tier, category, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (
    !/^[0-3]$/.test(kind ?? '') ||
    !/^[0-3]$/.test(tier ?? '') ||
    !CATEGORY_CODES.includes(category ?? '') ||
    !/^\d{1,10}$/.test(id ?? '') ||
    Number(id) > 2_147_483_647
  ) {
    throw ValidationFailed({ after: ['afterが正しくありません'] });
  }
  return { kind: Number(kind), tier: Number(tier), category: category as DeviceCategory, id: Number(id) };
}

/**
 * Which field of a device a number hit matched (the first in table order at the hit's kind): the
 * statement ranks on the whole key; the label comes from the same normalization here.
 */
function matchedNumberField(device: PublicDeviceRecord, query: string, kind: SearchMatchKind) {
  const definition = categoryDefinition(device.category);
  const fields = [
    { key: 'certificateNumber', label: SEARCH_FIELD_LABELS.certificateNumber, value: device.certificateNumber },
    ...definition.identifyingFields.map((f) => ({ key: f.key, label: f.label, value: device[f.key] ?? '' })),
  ];
  const matches = (value: string) => {
    const key = normalizeNumber(value);
    return kind === 'exact' ? key === query : kind === 'prefix' ? key.startsWith(query) : key.includes(query);
  };
  return fields.find((f) => matches(f.value)) ?? fields[0]!;
}

export type SearchInput = InferType<typeof searchInputSchema>;

/** What a hit of words searched together shows as matched: its first number word's field, else the name. */
function wordsMatchedField(device: PublicDeviceRecord, words: readonly BoundWord[]) {
  const numberWord = words.find((word) => word.role === 'n');
  if (numberWord) return matchedNumberField(device, numberWord.number, 'substring');
  const key = words.some((word) => word.brandIds.includes(device.brandName.id)) ? 'brandName' : 'organizationName';
  return { key, label: SEARCH_FIELD_LABELS[key] };
}

/**
 * A checked input as a statement shape and its values (null shape: nothing left to search, e.g.
 * `--`). Exported for the EXPLAIN tests and the bench's raw floor, which run the very statement.
 */
export function planSearch(input: SearchInput) {
  const query = input.q;
  const number = normalizeNumber(query);
  const name = normalizeName(query);
  const hasNumber = searchableNumber(number);
  const hasName = searchableName(name);
  const keyset = input.first !== undefined || input.after !== undefined;
  const size = input.first ?? PAGE_SIZE;
  const after = input.after ? decodeCursor(input.after) : undefined;
  /** The statement's shape once it is known whether any brand or maker matched, and each word's role. */
  const shapeWith = (names: boolean, wordRoles = ''): SearchShape | null =>
    hasNumber || names || wordRoles
      ? `${input.includeExpired ? 'e' : '-'}${input.category ? 'c' : '-'}${hasNumber ? 'n' : '-'}${names ? 'm' : '-'}${
          keyset ? (after ? 'after' : 'first') : 'page'
        }${wordRoles ? (`:${wordRoles}` as const) : ('' as const)}`
      : null;
  const window = keyset ? { limit: size + 1, offset: 0 } : pageWindow(input.page);
  const values: SearchValues = {
    today: todayInTokyo(),
    category: input.category,
    numberExact: `%|${escapeLike(number)}|%`,
    numberPrefix: `%|${escapeLike(number)}%`,
    numberText: number,
    afterKind: after?.kind,
    afterTier: after?.tier,
    afterCategory: after?.category,
    afterId: after?.id,
    limit: window.limit,
    offset: window.offset,
  };
  return { query, number, name, hasName, words: searchWords(query), size, keyset, shapeWith, values };
}

/** The shape and values of a planned search, with the brands and makers matching its name found first. */
export async function bindSearch(
  em: EntityManager,
  plan: ReturnType<typeof planSearch>,
  searchableNames: SearchableNames,
) {
  const matching = (name: string) => searchableNames.matching(em, nameForms(name));
  const [names, common, words] = await Promise.all([
    plan.hasName ? matching(plan.name) : null,
    commonNumberTrigrams(em),
    bindWords(plan.words, matching),
  ]);
  const anyName = !!names && names.brandIds.length + names.organizationIds.length > 0;
  const numberIndexed = numberIndexPattern(plan.number, common);
  return {
    shape: plan.shapeWith(anyName, words.roles),
    values: { ...plan.values, numberIndexed, ...names, ...words.values },
    words: words.bound,
  };
}

/** A raw input checked (422 on a bad one) and planned. */
export async function checkSearch(raw: unknown) {
  return planSearch(await validateSearch(raw));
}

/**
 * The product search of issue #59 (docs/api.md "Search"): one query over the five categories'
 * public devices, by any of their numbers (rules/device-search.ts normalizeNumber, the stored key
 * devices.search_numbers) and by brand or maker name (normalizeName, with typos), ranked exact,
 * prefix, part, fuzzy. Same visibility as the public lists.
 */
export class DeviceSearchService {
  constructor(
    private readonly searchableNames: SearchableNames,
    private readonly gate: SearchGate,
  ) {}

  /**
   * A search as typed; when that finds nothing in any category, the first of the query's kana-typed
   * readings that finds something (a model number typed with the IME on: `るｘーあ２０１５` is
   * searched as `RUX-A2015`), said in `readAs`. Each page of it (cursor or number) is read so again.
   */
  async search(ctx: RequestContext, raw: unknown): Promise<DeviceSearchPage> {
    const input = await validateSearch(raw);
    const asTyped = await this.searchFor(ctx, input);
    if (asTyped.categoryCounts.length > 0) return asTyped;
    for (const reading of kanaTypedReadings(input.q)) {
      const read = await this.searchFor(ctx, { ...input, q: reading });
      if (read.categoryCounts.length > 0) return { ...read, query: asTyped.query, readAs: read.query };
    }
    return asTyped;
  }

  private async searchFor(ctx: RequestContext, input: SearchInput): Promise<DeviceSearchPage> {
    const plan = planSearch(input);
    const { query, size, keyset } = plan;
    const empty: DeviceSearchPage = {
      query,
      readAs: null,
      total: 0,
      page: keyset ? 1 : input.page,
      pageSize: size,
      endCursor: null,
      hasNextPage: false,
      categoryCounts: [],
      items: [],
    };
    const bound = await bindSearch(ctx.statements, plan, this.searchableNames);
    const { shape } = bound;
    if (!shape) return empty;
    const number = plan.number;
    const { counts, rows } = await this.gate(() => readSearch(ctx.statements, shape, bound.values), {
      signal: ctx.clientGone,
      client: clientKey(ctx.ip),
    });
    const countOf = new Map(counts.map((c) => [c.category, c.count]));
    const categoryCounts = DEVICE_CATEGORY_TABLE.filter(
      (entry) => (countOf.get(entry.category as DeviceCategory) ?? 0) > 0,
    ).map((entry) => ({
      category: entry.category as DeviceCategory,
      label: entry.label,
      count: countOf.get(entry.category as DeviceCategory)!,
    }));
    const total = input.category
      ? (countOf.get(input.category) ?? 0)
      : categoryCounts.reduce((sum, c) => sum + c.count, 0);
    const pageRows = rows.slice(0, size);
    const items = pageRows.map((row): DeviceSearchHit => {
      const device = publicDeviceRecord(row);
      const matchKind = SEARCH_MATCH_KINDS[Number(row.match_rank)]!;
      const tier = MATCH_TIERS[Number(row.match_tier)]!;
      const field =
        tier === 'number'
          ? matchedNumberField(device, number, matchKind)
          : tier === 'words'
            ? wordsMatchedField(device, bound.words)
            : { key: tier, label: SEARCH_FIELD_LABELS[tier] };
      return { category: device.category, matchedField: field.key, matchedLabel: field.label, matchKind, device };
    });
    const lastRow = pageRows[pageRows.length - 1];
    return {
      ...empty,
      total,
      categoryCounts,
      items,
      endCursor: lastRow
        ? encodeCursor({
            kind: Number(lastRow.match_rank),
            tier: Number(lastRow.match_tier),
            category: lastRow.category as DeviceCategory,
            id: Number(lastRow.id),
          })
        : null,
      hasNextPage: keyset ? rows.length > size : input.page * PAGE_SIZE < total,
    };
  }
}
