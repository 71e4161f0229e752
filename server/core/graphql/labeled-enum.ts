import { registerEnumType } from 'type-graphql';

/** The values of an enum made here, as a type: `type Edition = EnumValues<typeof Edition>`. */
export type EnumValues<E> = E[keyof E];

/**
 * A string enum whose values are their own names, from the one list of them (e.g. a rules table's
 * codes), registered for GraphQL as `name`: ['house', 'building'] gives `{ house: 'house', building: 'building' }`.
 */
export function stringEnum<K extends string>(
  name: string,
  values: readonly K[],
  description?: string,
): { readonly [V in K]: V } {
  const members = Object.fromEntries(values.map((value) => [value, value])) as { [V in K]: V };
  registerEnumType(members, description === undefined ? { name } : { name, description });
  return members;
}

/**
 * A stringEnum from the table of its values' labels, described by them: `{ house: '住宅版',
 * building: '非住宅版' }` is described 'house = 住宅版, building = 非住宅版'.
 */
export function labeledEnum<K extends string>(
  name: string,
  labels: Readonly<Record<K, string>>,
): { readonly [V in K]: V } {
  const entries = Object.entries(labels) as [K, string][];
  const description = entries.map(([value, label]) => `${value} = ${label}`).join(', ');
  return stringEnum(
    name,
    entries.map(([value]) => value),
    description,
  );
}
