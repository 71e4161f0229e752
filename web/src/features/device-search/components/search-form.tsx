import { Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { SEARCH_QUERY_MAX } from '@rules/device-search';
import { Select } from '@/components/ui/select';
import { DEVICE_CATEGORIES } from '@/config/device-categories';
import type { Edition } from '@/generated/graphql';
import { searchUrl, type SearchParams } from '../lib/search-params';
import { SEARCH_BOX_LABEL } from './search-box';
import { SearchGetForm } from './search-get-form';

/**
 * The results page's own form: the query, the category and 取消済みの機器を含む. A native GET form
 * (its address is the results' address), followed by the app without a page load.
 */
export function SearchForm({ search, edition }: { search: SearchParams; edition: Edition }) {
  const id = useId();
  const toUrl = (form: FormData) => {
    const category = String(form.get('category') ?? '');
    return searchUrl({
      q: String(form.get('q') ?? ''),
      category: DEVICE_CATEGORIES.find((c) => c.code === category)?.code ?? null,
      includeExpired: form.get('include_expired') === 'true',
      edition,
    });
  };
  return (
    <SearchGetForm
      display="flex"
      flexDirection="column"
      aria-label="検索条件"
      toUrl={toUrl}
      gap="3"
      // Re-mounted for each search, so the fields show the address's search after back and forward.
      key={`${search.q}|${search.category}|${search.includeExpired}`}
    >
      <Stack gap="1">
        <label htmlFor={`${id}-q`}>
          <Text as="span" fontSize="sm" fontWeight="medium">
            {SEARCH_BOX_LABEL}
          </Text>
        </label>
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={SEARCH_QUERY_MAX}
          defaultValue={search.q}
          enterKeyHint="search"
          autoComplete="off"
        />
      </Stack>
      <HStack gap="4" wrap="wrap" align="end">
        <Stack gap="1">
          <label htmlFor={`${id}-category`}>
            <Text as="span" fontSize="sm" fontWeight="medium">
              機器の種類
            </Text>
          </label>
          <Select size="sm" id={`${id}-category`} name="category" defaultValue={search.category ?? ''}>
            <option value="">すべての機器</option>
            {DEVICE_CATEGORIES.map((category) => (
              <option key={category.code} value={category.code}>
                {category.label}
              </option>
            ))}
          </Select>
        </Stack>
        <chakra.label display="inline-flex" alignItems="center" gap="2" minH="6" fontSize="sm" cursor="pointer">
          <chakra.input
            type="checkbox"
            name="include_expired"
            value="true"
            defaultChecked={search.includeExpired}
            boxSize="4"
            accentColor="blue.solid"
            cursor="pointer"
          />
          取消済みの機器を含む
        </chakra.label>
        <input type="hidden" name="edition" value={edition} />
        <Button type="submit" colorPalette="blue" size="sm">
          検索
        </Button>
      </HStack>
    </SearchGetForm>
  );
}
