import { registerEnumType } from 'type-graphql';

/** The values of an enum made by labeledEnum, as a type: `type Edition = EnumValues<typeof Edition>`. */
export type EnumValues<E> = E[keyof E];

/**
 * A string enum whose values are their own names, from the one table of their labels, registered
 * for GraphQL as `name` with a description that lists them: `{ house: '住宅版', building: '非住宅版' }`
 * gives `{ house: 'house', building: 'building' }`, described 'house = 住宅版, building = 非住宅版'.
 */
export function labeledEnum<K extends string>(
  name: string,
  labels: Readonly<Record<K, string>>,
): { readonly [V in K]: V } {
  const values = Object.fromEntries(Object.keys(labels).map((value) => [value, value])) as { [V in K]: V };
  const description = Object.entries(labels)
    .map(([value, label]) => `${value} = ${label as string}`)
    .join(', ');
  registerEnumType(values, { name, description });
  return values;
}
