import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { publicLinksTrail } from '@/components/layout/breadcrumb/public-trail';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { ErrorList } from '@/components/ui/error-list';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { EvaluatorPanel } from '@/features/links/components/evaluator-panel';
import { useSettledOnce } from '@/hooks/use-settled-once';
import { OrganizationLinksList } from '@/features/links/components/organization-links-list';
import { SelectField } from '@/features/links/components/select-field';
import {
  OpeningCategoriesDocument,
  OpeningLinksDocument,
  type CategoryFieldsFragment,
  type OpeningKind,
  type OrganizationLinksFieldsFragment,
} from '@/generated/graphql';
import { OPENING_LEVEL2 } from '@rules/openings';
import { HOUSE_OPENING_ITEMS, houseOpeningHeading } from '@rules/page-titles';
import { usePublicEdition } from './use-public-edition';
import { PageMeta } from '@/components/layout/page-meta';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

const PAGES = {
  windows: {
    item: 'window',
    materialLabel: '建具の種類',
    intro:
      '建具（サッシ）の種類とガラスの種類を選ぶと、それぞれの仕様の製品情報を掲載している事業者とリンクが表示されます。',
  },
  doors: {
    item: 'door',
    materialLabel: 'ドアの種類',
    intro:
      'ドアの種類を選ぶと、その仕様の製品情報を掲載している事業者とリンクが表示されます。ガラス入りのドアはガラスの種類も選べます。',
  },
} as const;

/** One chosen category (建具 or ガラス) with the makers that have links for it. */
function OpeningSection({
  label,
  category,
  organizations,
}: {
  label: string;
  category: CategoryFieldsFragment;
  organizations: OrganizationLinksFieldsFragment[];
}) {
  const links = organizations.reduce((n, o) => n + o.links.length, 0);
  return (
    <Box as="section" aria-label={label}>
      <Heading as="h2" size="md" mb="1">
        {label}：{category.name}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {organizations.length}社・{links}件
      </Text>
      <OrganizationLinksList
        organizations={organizations}
        empty={`この${label}の製品情報を掲載している事業者はまだありません。`}
      />
    </Box>
  );
}

/**
 * /house/links/opening/window and /door: choose a material (window sashes or doors, level3 建具) and
 * a glass (ガラス) — the window page starts with the defaults of SPEC §9 — and see the makers of each
 * in its own section, so a glass maker is never listed as a sash or door maker.
 */
export function HouseOpeningPage({ kind }: { kind: Extract<OpeningKind, 'windows' | 'doors'> }) {
  usePublicEdition('house');
  const page = PAGES[kind];
  useBreadcrumb(publicLinksTrail('house', { categoryName: OPENING_LEVEL2, itemName: HOUSE_OPENING_ITEMS[page.item] }));
  const categories = useQuery(OpeningCategoriesDocument, { variables: { kind } });
  // The choices live in the address (absent: the defaults; empty: 指定しない), so a reload, Back
  // and a shared link keep them, as the device lists keep their filters.
  const [search, setSearch] = useSearchParams();
  const material = search.get('material');
  const glass = search.get('glass');
  const choose = (name: 'material' | 'glass') => (value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const defaults = categories.data?.openingCategories;
  const chosenMaterial = material ?? defaults?.defaultMaterialCode ?? '';
  const chosenGlass = glass ?? defaults?.defaultGlassCode ?? '';
  const links = useQuery(
    OpeningLinksDocument,
    defaults ? { variables: { kind, material: chosenMaterial || null, glass: chosenGlass || null } } : skipToken,
  );
  const result = links.data?.openingLinks;
  const answered = useSettledOnce(result !== undefined || categories.error !== undefined || links.error !== undefined);

  useEffect(() => errorList.clear(), [kind]);
  useReportedError(categories.error ?? links.error);

  return (
    <Stack gap="4">
      <PageMeta
        heading={houseOpeningHeading(page.item)}
        description={page.item === 'window' ? PAGE_DESCRIPTIONS.houseWindows : PAGE_DESCRIPTIONS.houseDoors}
      />
      <Heading as="h1" size="lg">
        {houseOpeningHeading(page.item)}
      </Heading>
      <Text>{page.intro}</Text>
      <ErrorList />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        <SelectField
          label={page.materialLabel}
          name="material"
          value={chosenMaterial}
          placeholder="指定しない"
          options={(defaults?.materials ?? []).map((c) => ({ value: c.code, label: c.name }))}
          onChange={choose('material')}
        />
        <SelectField
          label="ガラスの種類"
          name="glass"
          value={chosenGlass}
          placeholder="指定しない"
          options={(defaults?.glasses ?? []).map((c) => ({ value: c.code, label: c.name }))}
          onChange={choose('glass')}
        />
      </SimpleGrid>
      {links.loading || categories.loading ? <Skeleton height="24" /> : null}
      {result && !result.material && !result.glass ? (
        <Text color="fg.muted">{page.materialLabel}またはガラスの種類を選んでください。</Text>
      ) : null}
      {result?.material ? (
        <OpeningSection label="建具" category={result.material} organizations={result.materialOrganizations} />
      ) : null}
      {result?.glass ? (
        <OpeningSection label="ガラス" category={result.glass} organizations={result.glassOrganizations} />
      ) : null}
      {answered && <EvaluatorPanel edition="house" categoryCodes={[chosenMaterial, chosenGlass].filter(Boolean)} />}
    </Stack>
  );
}

export const HouseOpeningWindowPage = () => <HouseOpeningPage kind="windows" />;
export const HouseOpeningDoorPage = () => <HouseOpeningPage kind="doors" />;
