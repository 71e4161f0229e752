import { IDENTIFYING_FIELDS, type IdentifyingField } from '../../rules/device-categories.js';
import { normalizeNumber } from '../../rules/device-search.js';

/** The fields of `devices.search_numbers`, in their places: the certificate number, then every identifying field. */
export const NUMBER_KEY_FIELDS = ['certificateNumber', ...IDENTIFYING_FIELDS] as const;
export type NumberKeyField = (typeof NUMBER_KEY_FIELDS)[number];

/** Between the fields of the key and around it; normalizeNumber drops it from any value. */
export const NUMBER_KEY_SEPARATOR = '|';

export type NumberKeySource = { certificateNumber?: string | null } & Partial<
  Record<IdentifyingField, string | null | undefined>
>;

/**
 * `devices.search_numbers`: every number of a device normalized (rules/device-search.ts), each in
 * its place, between separators: `|CERT|PU|TU|BB|SYSTEM|SYSTEMTYPE|COLLECTOR|TANK|` (empty where
 * the category has no such field). `%|Q|%` is an exact match of one field, `%|Q%` a prefix,
 * `%Q%` a part; all three are served by the key's trigram index. Every write of a device's numbers
 * goes through this (the entity's hooks, the upload's set-wise insert).
 */
export function deviceNumberKey(device: NumberKeySource): string {
  const values = NUMBER_KEY_FIELDS.map((field) => normalizeNumber(device[field] ?? ''));
  return `${NUMBER_KEY_SEPARATOR}${values.join(NUMBER_KEY_SEPARATOR)}${NUMBER_KEY_SEPARATOR}`;
}

/** The place of a field in the key as `split_part(search_numbers, '|', n)` counts (the leading '|' is part 1). */
export const numberKeyPart = (field: NumberKeyField): number => NUMBER_KEY_FIELDS.indexOf(field) + 2;
