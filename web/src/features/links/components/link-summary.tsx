import { DataList } from '@chakra-ui/react';
import { ExternalUrl } from '@/components/ui/external-url';
import type { CategoryFieldsFragment } from '@/generated/graphql';
import type { LinkFormValues } from '../forms/link-schema';
import { EDITION_NAMES } from '@rules/editions';
import { categoryPathOnPage } from '@rules/link-labels';

/** The values of a link as a read-only list (confirm and delete pages). */
export function LinkSummary({
  values,
  category,
}: {
  values: LinkFormValues;
  category?: CategoryFieldsFragment | null;
}) {
  return (
    <DataList.Root orientation="horizontal" gap="3">
      <DataList.Item>
        <DataList.ItemLabel>種別</DataList.ItemLabel>
        <DataList.ItemValue>{EDITION_NAMES[values.type]}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>カテゴリー</DataList.ItemLabel>
        <DataList.ItemValue>
          {category ? `${categoryPathOnPage(category)}（${category.code}）` : values.categoryCode}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>URL</DataList.ItemLabel>
        <DataList.ItemValue overflowWrap="anywhere">
          <ExternalUrl url={values.url} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>評価者用</DataList.ItemLabel>
        <DataList.ItemValue>{values.forEvaluator ? '評価者用リンク' : '一般公開'}</DataList.ItemValue>
      </DataList.Item>
      {values.forEvaluator ? (
        <DataList.Item>
          <DataList.ItemLabel>メモ</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap">{values.memo}</DataList.ItemValue>
        </DataList.Item>
      ) : null}
    </DataList.Root>
  );
}
