import { SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  CategoryLevelsDocument,
  type CategoryFieldsFragment,
  type CategoryLevelsQuery,
  type Edition,
} from '@/generated/graphql';
import { SelectField } from './select-field';

export interface CategoryChoice {
  level1: string;
  level2: string;
  level3: string;
  categoryCode: string;
}

type Level1 = CategoryLevelsQuery['categoryLevels'][number];

/** The categories selectable under the chosen levels: a level3 group, or the level2's own categories. */
export function categoriesFor(levels: Level1[], choice: CategoryChoice): CategoryFieldsFragment[] {
  const level2 = levels.find((l) => l.name === choice.level1)?.level2s.find((l) => l.name === choice.level2);
  if (!level2) return [];
  const level3 = level2.level3s.find((l) => l.name === choice.level3);
  return level3 ? level3.categories : [...level2.categories, ...level2.level3s.flatMap((l) => l.categories)];
}

export interface CategoryPickerProps {
  edition: Edition;
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
  error?: string;
  /** Admin filters stop at any level; the link form needs a category. */
  requireCategory?: boolean;
  /** Show the level3 and category selects (the admin filter only needs level1/level2/category). */
  showLevel3?: boolean;
}

/** Category by level1 → level2 → level3 → category from the edition's tree; a higher choice resets the lower ones. */
export function CategoryPicker({
  edition,
  value,
  onChange,
  error,
  requireCategory = true,
  showLevel3 = true,
}: CategoryPickerProps) {
  const { data } = useQuery(CategoryLevelsDocument, { variables: { type: edition } });
  const levels = data?.categoryLevels ?? [];
  const level1 = levels.find((l) => l.name === value.level1);
  const level2 = level1?.level2s.find((l) => l.name === value.level2);
  const categories = categoriesFor(levels, value);

  return (
    <SimpleGrid columns={{ base: 1, md: showLevel3 ? 4 : 3 }} gap="3">
      <SelectField
        label="大分類"
        name="level1"
        value={value.level1}
        placeholder="選択してください"
        options={levels.map((l) => ({ value: l.name, label: l.name }))}
        onChange={(next) => onChange({ level1: next, level2: '', level3: '', categoryCode: '' })}
      />
      <SelectField
        label="中分類"
        name="level2"
        value={value.level2}
        placeholder="選択してください"
        disabled={!level1}
        options={(level1?.level2s ?? []).map((l) => ({ value: l.name, label: l.name }))}
        onChange={(next) => onChange({ ...value, level2: next, level3: '', categoryCode: '' })}
      />
      {showLevel3 ? (
        <SelectField
          label="小分類"
          name="level3"
          value={value.level3}
          placeholder={level2 && level2.level3s.length === 0 ? 'なし' : '選択してください'}
          disabled={!level2 || level2.level3s.length === 0}
          options={(level2?.level3s ?? []).map((l) => ({ value: l.name, label: l.name }))}
          onChange={(next) => onChange({ ...value, level3: next, categoryCode: '' })}
        />
      ) : null}
      <SelectField
        label="カテゴリー"
        name="categoryCode"
        required={requireCategory}
        value={value.categoryCode}
        placeholder="選択してください"
        disabled={categories.length === 0}
        error={error}
        options={categories.map((c) => ({ value: c.code, label: `${c.name}（${c.code}）` }))}
        onChange={(next) => onChange({ ...value, categoryCode: next })}
      />
    </SimpleGrid>
  );
}
