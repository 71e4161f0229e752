import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { publicLinksTrail } from '@/components/layout/breadcrumb/public-trail';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { EvaluatorPanel } from '@/features/links/components/evaluator-panel';
import { OrganizationLinksList } from '@/features/links/components/organization-links-list';
import { SelectField } from '@/features/links/components/select-field';
import { OpeningCategoriesDocument, OpeningLinksDocument, type OpeningKind } from '@/generated/graphql';
import { usePublicEdition } from './use-public-edition';

/** SPEC §9: the opening group's level2, as the category crumb. */
export const OPENING_CATEGORY_NAME = '開口部（仕様に基づく)';
const TITLES: Record<'windows' | 'doors', string> = { windows: '窓', doors: 'ドア' };

/**
 * /house/links/opening/window and /door: choose a material (建具) and a glass (ガラス) — starting
 * with the defaults of SPEC §9 — and see the makers with links for them.
 */
export function HouseOpeningPage({ kind }: { kind: Extract<OpeningKind, 'windows' | 'doors'> }) {
  usePublicEdition('house');
  const title = TITLES[kind];
  useBreadcrumb(publicLinksTrail('house', { categoryName: OPENING_CATEGORY_NAME, itemName: title }));
  const categories = useQuery(OpeningCategoriesDocument);
  const [material, setMaterial] = useState<string | null>(null);
  const [glass, setGlass] = useState<string | null>(null);
  const defaults = categories.data?.openingCategories;
  const chosenMaterial = material ?? defaults?.defaultMaterialCode ?? '';
  const chosenGlass = glass ?? defaults?.defaultGlassCode ?? '';
  const links = useQuery(OpeningLinksDocument, {
    variables: { kind, material: chosenMaterial || null, glass: chosenGlass || null },
    skip: !defaults,
  });

  useEffect(() => errorList.clear(), [kind]);
  useEffect(() => {
    const error = categories.error ?? links.error;
    if (error) errorList.update(error);
  }, [categories.error, links.error]);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        開口部（{title}）の仕様から探す
      </Heading>
      <Text>建具の種類とガラスの種類を選ぶと、その仕様の製品情報を掲載している事業者とリンクが表示されます。</Text>
      <ErrorList />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        <SelectField
          label="建具の種類"
          name="material"
          value={chosenMaterial}
          placeholder="指定しない"
          options={(defaults?.materials ?? []).map((c) => ({ value: c.code, label: c.name }))}
          onChange={setMaterial}
        />
        <SelectField
          label="ガラスの種類"
          name="glass"
          value={chosenGlass}
          placeholder="指定しない"
          options={(defaults?.glasses ?? []).map((c) => ({ value: c.code, label: c.name }))}
          onChange={setGlass}
        />
      </SimpleGrid>
      {links.loading || categories.loading ? <Skeleton height="24" /> : null}
      {links.data ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {links.data.openingLinks.organizations.length}社・{links.data.openingLinks.total}件
          </Text>
          <OrganizationLinksList organizations={links.data.openingLinks.organizations} showCategory empty="選択した仕様に該当するリンクはありません。" />
        </>
      ) : null}
      <EvaluatorPanel edition="house" />
    </Stack>
  );
}

export const HouseOpeningWindowPage = () => <HouseOpeningPage kind="windows" />;
export const HouseOpeningDoorPage = () => <HouseOpeningPage kind="doors" />;
