import { Badge, Box, Button, Heading, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { publicLinksTrail } from '@/components/layout/breadcrumb/public-trail';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { ErrorList } from '@/components/ui/error-list';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { EvaluatorPanel } from '@/features/links/components/evaluator-panel';
import { useSettledOnce } from '@/hooks/use-settled-once';
import { linkCategoriesHeading } from '@rules/page-titles';
import { organizationsPath } from '@/features/links/lib/link-paths';
import { selectCategory, useSelectedCategoryCode } from '@/features/links/stores/links-state';
import { type Edition, LinkCategoriesDocument, type LinkCategoriesQuery } from '@/generated/graphql';
import { usePublicEdition } from './use-public-edition';
import { PageHeading } from '@/components/layout/page-heading';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

type Item = LinkCategoriesQuery['linkCategories']['items'][number];
interface Level2Group {
  name: string;
  direct: Item[];
  level3s: { name: string; items: Item[] }[];
}
interface Level1Group {
  name: string;
  level2s: Level2Group[];
}

/** level1 → level2 → level3 groups, in the categories' order. */
export function groupCategories(items: Item[]): Level1Group[] {
  const level1s: Level1Group[] = [];
  for (const item of items) {
    let l1 = level1s.find((g) => g.name === item.level1);
    if (!l1) level1s.push((l1 = { name: item.level1, level2s: [] }));
    let l2 = l1.level2s.find((g) => g.name === item.level2);
    if (!l2) l1.level2s.push((l2 = { name: item.level2, direct: [], level3s: [] }));
    if (!item.level3) {
      l2.direct.push(item);
      continue;
    }
    let l3 = l2.level3s.find((g) => g.name === item.level3);
    if (!l3) l2.level3s.push((l3 = { name: item.level3, items: [] }));
    l3.items.push(item);
  }
  return level1s;
}

function CategoryItems({ edition, items, selected }: { edition: Edition; items: Item[]; selected: string }) {
  return (
    <List.Root gap="1" ps="4" listStyle="none">
      {items.map((item) => (
        <List.Item
          key={item.code}
          id={`category-${item.code}`}
          bg={item.code === selected ? 'yellow.subtle' : undefined}
          px="1"
          borderRadius="sm"
        >
          {item.organizationCount > 0 ? (
            <Link asChild colorPalette="blue" aria-current={item.code === selected ? 'true' : undefined}>
              <RouterLink to={organizationsPath(edition, item.code)} onClick={() => selectCategory(item.code)}>
                {item.name}
              </RouterLink>
            </Link>
          ) : (
            <Text as="span" color="fg.muted">
              {item.name}
            </Text>
          )}
          <Badge ms="2" variant="subtle" colorPalette={item.organizationCount > 0 ? 'blue' : 'gray'}>
            {item.organizationCount}社
          </Badge>
        </List.Item>
      ))}
    </List.Root>
  );
}

function OpeningShortcuts({ edition }: { edition: Edition }) {
  return (
    <HStack gap="3" flexWrap="wrap" mb="6">
      <Text fontWeight="bold">開口部の仕様から探す:</Text>
      {edition === 'house' ? (
        <>
          <Button asChild size="sm" variant="outline" colorPalette="blue">
            <RouterLink to={paths.house.openingWindow()}>窓</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="blue">
            <RouterLink to={paths.house.openingDoor()}>ドア</RouterLink>
          </Button>
        </>
      ) : (
        <Button asChild size="sm" variant="outline" colorPalette="blue">
          <RouterLink to={paths.building.opening()}>開口部</RouterLink>
        </Button>
      )}
    </HStack>
  );
}

/** /house/links and /building/links: the edition's categories with how many makers have links in each. */
export function CategoryListPage({ edition }: { edition: Edition }) {
  usePublicEdition(edition);
  useBreadcrumb(publicLinksTrail(edition, {}));
  const selected = useSelectedCategoryCode();
  const { data, loading, error } = useQuery(LinkCategoriesDocument, { variables: { type: edition } });
  const groups = useMemo(() => groupCategories(data?.linkCategories.items ?? []), [data]);
  const answered = useSettledOnce(data !== undefined || error !== undefined);

  useEffect(() => {
    errorList.clear();
  }, [edition]);
  useReportedError(error);
  useEffect(() => {
    if (!data || !selected) return;
    document.getElementById(`category-${selected}`)?.scrollIntoView?.({ block: 'center' });
  }, [data, selected]);

  return (
    <Stack gap="4">
      <PageHeading heading={linkCategoriesHeading(edition)} description={PAGE_DESCRIPTIONS.linkCategories(edition)} />
      <Text>
        カテゴリーを選ぶと、そのカテゴリーの製品情報を掲載している事業者とリンクが表示されます。カテゴリー名の横の「○社」は、そのカテゴリーの製品情報を掲載している事業者の数です。
      </Text>
      <ErrorList />
      <OpeningShortcuts edition={edition} />
      {loading ? <Skeleton height="40" /> : null}
      {groups.map((l1) => (
        <Box as="section" key={l1.name} aria-label={l1.name}>
          <Heading as="h2" size="md" borderBottomWidth="2px" borderColor="blue.500" pb="1" mb="3">
            {l1.name}
          </Heading>
          <Stack gap="3" ps="2">
            {l1.level2s.map((l2) => (
              <Box key={l2.name}>
                <Heading as="h3" size="sm" mb="1">
                  {l2.name}
                </Heading>
                {l2.direct.length > 0 ? (
                  <CategoryItems edition={edition} items={l2.direct} selected={selected} />
                ) : null}
                {l2.level3s.map((l3) => (
                  <Box key={l3.name} ps="3" mt="1">
                    <Text fontWeight="semibold" fontSize="sm">
                      {l3.name}
                    </Text>
                    <CategoryItems edition={edition} items={l3.items} selected={selected} />
                  </Box>
                ))}
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
      {answered && <EvaluatorPanel edition={edition} />}
    </Stack>
  );
}

export const HouseCategoryListPage = () => <CategoryListPage edition="house" />;
export const BuildingCategoryListPage = () => <CategoryListPage edition="building" />;
