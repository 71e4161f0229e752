import { useQuery } from '@apollo/client/react';
import { CategoryLevelsDocument, type CategoryFieldsFragment, type Edition } from '@/generated/graphql';

/** A category of the edition's tree by code (served from the Apollo cache after the form loaded it). */
export function useCategory(edition: Edition, code: string): CategoryFieldsFragment | null {
  const { data } = useQuery(CategoryLevelsDocument, { variables: { type: edition } });
  for (const l1 of data?.categoryLevels ?? []) {
    for (const l2 of l1.level2s) {
      const found = [...l2.categories, ...l2.level3s.flatMap((l3) => l3.categories)].find((c) => c.code === code);
      if (found) return found;
    }
  }
  return null;
}
