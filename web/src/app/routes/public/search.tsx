import { Alert, Heading, HStack, Link, Stack, Text, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NUMBER_PART_INSIDE_MIN, checkSearchQuery } from '@rules/device-search';
import { SEARCH_HEADING } from '@rules/page-titles';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { announce } from '@/components/ui/count-announcer';
import { ErrorList } from '@/components/ui/error-list';
import { useReportedError } from '@/components/ui/error-list-store';
import { Pager, pagerPlace } from '@/components/ui/pager';
import { PlainTable } from '@/components/ui/plain-table';
import { ScrollTable } from '@/components/ui/scroll-table';
import { deviceCategory } from '@/config/device-categories';
import { paths } from '@/config/paths';
import { SearchForm } from '@/features/device-search/components/search-form';
import { searchFromUrl, searchUrl, separateWords, type SearchParams } from '@/features/device-search/lib/search-params';
import { SearchDevicesDocument, type Edition, type SearchDevicesQuery } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { formatCount } from '@/lib/format-count';
import { publicStatus, usePublicStatus } from '@/lib/public-status';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';
import { PageHeading } from '@/components/layout/page-heading';

type Result = SearchDevicesQuery['searchDevices'];
type Hit = Result['items'][number];

/**
 * /search?q=…: public devices of every category found by a number (品番, 型式, 証明書番号) or a
 * brand or maker name, grouped by category with the counts of each, 25 a page. The matching rules
 * are the server's (@rules/device-search); the address holds the whole search, edition included.
 */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const search = useMemo(() => searchFromUrl(params), [params]);
  const check = checkSearchQuery(search.q);
  const edition = usePublicStatus();
  useBreadcrumb([{ label: SEARCH_HEADING }]);
  useEffect(() => {
    if (search.edition) publicStatus.set(search.edition);
  }, [search.edition]);

  const { data, error, loading } = useQuery(
    SearchDevicesDocument,
    check.ok
      ? {
          variables: {
            query: check.query,
            category: search.category,
            includeExpired: search.includeExpired,
            page: search.page,
          },
        }
      : skipToken,
  );
  useReportedError(error);
  const result = data?.searchDevices;
  useAnnouncedResult(result);

  const navigate = useAppNavigate();
  const goToPage = useCallback(
    (page: number) => void navigate(searchUrl({ ...search, page, edition })),
    [navigate, search, edition],
  );

  return (
    <Stack gap="4">
      <PageHeading heading={SEARCH_HEADING} description={PAGE_DESCRIPTIONS.search} />
      <SearchForm search={search} edition={edition} />
      <ErrorList />
      {check.ok ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{check.message}</Alert.Title>
        </Alert.Root>
      )}
      {check.ok && loading && !result ? (
        <Text role="status" fontSize="sm">
          検索しています…
        </Text>
      ) : null}
      {check.ok && result ? (
        <Stack gap="3" aria-busy={loading}>
          <Heading as="h2" size="md">
            「{result.readAs ?? result.query}」の検索結果
          </Heading>
          {result.readAs ? <Text fontSize="sm">{readAsNote(result.query, result.readAs)}</Text> : null}
          <CategoryCounts result={result} search={search} edition={edition} />
          {result.total === 0 ? (
            <NoHits search={search} edition={edition} />
          ) : (
            <>
              <Pager {...pagerPlace(result)} onChange={goToPage} />
              <HitGroups items={result.items} counts={result.categoryCounts} />
              <Pager {...pagerPlace(result)} onChange={goToPage} placement="bottom" />
            </>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** What the page says when the server searched the query as a number it read it as (a number typed in kana). */
const readAsNote = (query: string, readAs: string) =>
  `「${query}」に一致する機器がないため、「${readAs}」として検索しました。`;

/** Says each new search's result once it arrives (the page does not move, so nothing else tells). */
function useAnnouncedResult(result: Result | undefined): void {
  const readAs = result?.readAs ? `${readAsNote(result.query, result.readAs)} ` : '';
  const said = result ? `${readAs}「${result.readAs ?? result.query}」の検索結果 全${formatCount(result.total)}件` : '';
  useEffect(() => {
    if (said) announce(said);
  }, [said]);
}

/** すべて and each category with hits: links that keep the query and narrow (or widen) the search. */
function CategoryCounts({ result, search, edition }: { result: Result; search: SearchParams; edition: Edition }) {
  const all = result.categoryCounts.reduce((sum, c) => sum + c.count, 0);
  const entries = [
    { key: 'all', label: 'すべて', count: all, category: null },
    ...result.categoryCounts.map((c) => ({ key: c.category, label: c.label, count: c.count, category: c.category })),
  ];
  return (
    <HStack as="nav" aria-label="機器の種類で絞り込む" gap="2" wrap="wrap">
      {entries.map((entry) => {
        const current = (entry.category ?? null) === search.category;
        return (
          <Link
            key={entry.key}
            asChild
            variant={current ? 'plain' : 'underline'}
            colorPalette="blue"
            fontWeight={current ? 'bold' : undefined}
          >
            <RouterLink
              to={searchUrl({ ...search, category: entry.category, page: 1, edition })}
              aria-current={current ? 'page' : undefined}
            >
              {entry.label}（{formatCount(entry.count)}件）
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}

function NoHits({ search, edition }: { search: SearchParams; edition: Edition }) {
  const words = separateWords(search.q);
  return (
    <Stack gap="2">
      <Text>「{search.q.trim()}」に一致する機器は見つかりませんでした。</Text>
      {words.length > 0 ? (
        <Stack gap="1">
          <Text fontSize="sm">1語ずつ検索する：</Text>
          <HStack as="ul" gap="4" wrap="wrap" listStyleType="none">
            {words.map((word) => (
              <li key={word}>
                <Link asChild colorPalette="blue" variant="underline">
                  <RouterLink to={searchUrl({ ...search, q: word, page: 1, edition })}>「{word}」で検索</RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
        </Stack>
      ) : null}
      <Text fontSize="sm" color="gray.700">
        {`品番・型式・証明書番号は${NUMBER_PART_INSIDE_MIN}文字以上なら一部だけでも、それより短い場合は先頭から検索できます。`}
        全角・半角、大文字・小文字、ハイフン・空白・かっこ等の記号の有無は区別しません。
        {search.includeExpired ? '' : '取消済みの機器は「取消済みの機器を含む」で検索できます。'}
      </Text>
      {search.category ? (
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to={searchUrl({ ...search, category: null, page: 1, edition })}>
            機器の種類を指定せずに検索する
          </RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}

/** The page's hits, one table per category in the order they came (best matches first). */
function HitGroups({ items, counts }: { items: Hit[]; counts: Result['categoryCounts'] }) {
  const groups: { category: Hit['category']; hits: Hit[] }[] = [];
  for (const hit of items) {
    const last = groups.at(-1);
    if (last?.category === hit.category) last.hits.push(hit);
    else groups.push({ category: hit.category, hits: [hit] });
  }
  return (
    <Stack gap="5">
      {groups.map((group, index) => {
        const info = deviceCategory(group.category);
        const count = counts.find((c) => c.category === group.category)?.count ?? group.hits.length;
        return (
          <Stack key={`${group.category}-${index}`} gap="2" as="section" aria-label={info.label}>
            <Heading as="h3" size="sm">
              {info.label}（{formatCount(count)}件）
            </Heading>
            <HitTable category={group.category} hits={group.hits} />
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * The hit rows' numbers and status badges styled once on the table, as their links are
 * (PlainTable): a search for a new query is rendered anew, and a page of hits was about a hundred
 * Chakra elements.
 */
function useHitCellCss(): SystemStyleObject {
  const badge = useRecipe({ key: 'badge' });
  return useMemo(
    () => ({
      '& tbody td p': { fontSize: 'sm' },
      '& tbody [data-status]': { ...badge({}), colorPalette: 'green' },
      '& tbody [data-status=canceled]': { colorPalette: 'gray' },
    }),
    [badge],
  );
}

function HitTable({ category, hits }: { category: Hit['category']; hits: Hit[] }) {
  const info = deviceCategory(category);
  const cellCss = useHitCellCss();
  return (
    <ScrollTable label={`${info.label}の検索結果`}>
      <PlainTable links minW="3xl" css={cellCss} aria-label={`${info.label}の検索結果`}>
        <thead>
          <tr>
            <th>ブランド名</th>
            <th>品番・型式</th>
            <th>証明書番号</th>
            <th>事業者名</th>
            <th>一致した項目</th>
            <th>状態</th>
          </tr>
        </thead>
        <tbody>
          {hits.map(({ device, matchedLabel }) => {
            const values = device as unknown as Record<string, string | null | undefined>;
            const canceled = device.status === 'canceled';
            return (
              <tr key={device.id}>
                <td>
                  <RouterLink
                    to={`${paths.publicDevices.detail(category, device.id)}${canceled ? '?include_expired=true' : ''}`}
                    aria-label={`${device.brandName.name}（${device.certificateNumber}）の詳細`}
                  >
                    {device.brandName.name}
                  </RouterLink>
                </td>
                <td>
                  {info.identifyingFields
                    .filter((field) => values[field.key])
                    .map((field) => (
                      <p key={field.key}>
                        {field.label}: {values[field.key]}
                      </p>
                    ))}
                </td>
                <td>{device.certificateNumber}</td>
                <td>{device.organizationName}</td>
                <td>{matchedLabel}</td>
                <td>
                  <span data-status={device.status}>{device.statusLabel}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </PlainTable>
    </ScrollTable>
  );
}

export { SearchResultsPage as Component };
