import { Button, chakra, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { Edition } from '@/generated/graphql';
import { searchUrl } from '../lib/search-url';
import { SearchGetForm } from './search-get-form';

export const SEARCH_BOX_LABEL = '品番・型式・証明書番号・ブランド名で機器を検索';

/**
 * The header's search (its query bounds are checked on the results page, with the server's rules,
 * which stay out of every page's first load): a native GET form to /search (it works before the scripts run, and its
 * address can be shared), which the app then follows without a page load. The edition goes along,
 * so the results keep the visitor's 住宅版 / 非住宅版.
 */
export function SearchBox({ edition }: { edition: Edition }) {
  const inputId = useId();
  const toUrl = (form: FormData) => searchUrl({ q: String(form.get('q') ?? ''), edition });
  return (
    <SearchGetForm display="flex" alignItems="center" aria-label="機器の検索" toUrl={toUrl} gap="1">
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>{SEARCH_BOX_LABEL}</label>
      </VisuallyHidden>
      {/* A plain styled input, not Chakra's Input recipe: the header is in every page's first load. */}
      <chakra.input
        id={inputId}
        name="q"
        type="search"
        placeholder="品番・証明書番号"
        enterKeyHint="search"
        autoComplete="off"
        h="8"
        px="3"
        fontSize="sm"
        borderWidth="1px"
        borderColor="gray.400"
        rounded="md"
        bg="white"
        minW="0"
        flex={{ base: '1', md: 'none' }}
        w={{ base: 'auto', md: '14rem' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '1px' }}
      />
      <input type="hidden" name="edition" value={edition} />
      <Button type="submit" size="sm" colorPalette="blue" flexShrink="0">
        検索
      </Button>
    </SearchGetForm>
  );
}
