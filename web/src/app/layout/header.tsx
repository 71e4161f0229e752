import { Badge, Box, Button, Flex, HStack, Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SITE_NAME } from '@rules/page-titles';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useOpenPasswordChange } from '@/features/auth/hooks/use-open-password-change';
import { useAuthState } from '@/lib/auth-state';
import { publicStatus, usePublicStatus } from '@/lib/public-status';
import { editionBadgeLabel, headerButtonsFor, isAdministratorView } from './header-state';
import type { RouteType } from '@/components/layout/route-type';
import { SkipLink } from '@/components/layout/skip-link';
import { useScrollingIndicator } from '@/components/layout/use-scrolling-indicator';
import { ENLARGED_TEXT } from '@/components/ui/enlarged-text';
import { ParsedEnd, SHOWN_ONCE_PARSED } from '@/components/ui/shown-once-parsed';
import { SearchBox } from '@/features/device-search/components/search-box';
import { SEARCH_PATH } from '@/features/device-search/lib/search-url';

export interface HeaderProps {
  routeType?: RouteType;
  /** The scrolling look is off while a tab bar is shown (SPEC §2). */
  tabBarVisible: boolean;
  /** No account buttons while a new tab asks the server who is signed in: they would be the wrong ones. */
  checkingSession?: boolean;
}

const BUTTON_SIZE = { base: 'xs', md: 'sm' } as const;
const HEADER_CSS = {
  // With enlarged text the header is a third of a phone's screen: it scrolls away with the page.
  [ENLARGED_TEXT]: { position: 'static' },
  ...SHOWN_ONCE_PARSED,
};

export function Header({ routeType, tabBarVisible, checkingSession = false }: HeaderProps) {
  const { user, edition: signedInEdition } = useAuthState();
  const status = usePublicStatus();
  const { pathname } = useLocation();
  // The results page has a search form of its own: one search box on a page, not two alike.
  const showSearch = !routeType && pathname !== SEARCH_PATH;
  const logout = useLogout();
  const openPasswordChange = useOpenPasswordChange();
  const scrolling = useScrollingIndicator(!tabBarVisible);
  const buttons = headerButtonsFor(user, pathname);
  const edition = signedInEdition ?? status;

  // Links, not buttons: they open in a new tab, can be shared, and work before the scripts run.
  // Followed in the app, the public pages show the edition the link leads to.
  const openPublicPage = () => publicStatus.set(edition);

  return (
    <Box
      as="header"
      position="sticky"
      css={HEADER_CSS}
      top="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      data-scrolling={scrolling ? 'true' : undefined}
      // The scrolling look must not change the layout: a height change makes Chromium's scroll
      // anchoring move the page, which fires another scroll and keeps the look on for ever.
      boxShadow={scrolling ? 'md' : 'none'}
      transition="box-shadow 0.2s"
    >
      {/* The page's first focusable element; it skips to <main id="main">. */}
      <SkipLink />
      <Flex maxW="6xl" mx="auto" px="4" py={{ base: 2, md: 3 }} align="center" columnGap="3" rowGap="2" wrap="wrap">
        <Heading as="p" size="md">
          {/* A document link: the server answers /top with a redirect to the association's site,
              where a router link would render the SPA's "moving" page first. */}
          <Link href={paths.top()} color="inherit" textDecoration="none">
            {SITE_NAME}
          </Link>
        </Heading>
        <Badge data-testid="edition-badge" colorPalette={isAdministratorView(user, routeType) ? 'red' : 'blue'}>
          {editionBadgeLabel(user, routeType, status)}
        </Badge>
        {/* Every public page (both editions): find a product by the number on its nameplate. On a
            phone it takes a line of its own under the title; the parts stand in their markup's (and
            the keyboard's) order on every screen. */}
        {showSearch ? (
          <Box w={{ base: 'full', md: 'auto' }}>
            <SearchBox edition={status} />
          </Box>
        ) : null}
        {/* On a phone the account buttons collapse into one compact row of their own, last. */}
        <HStack
          as="nav"
          aria-label="アカウントメニュー"
          ms="auto"
          w={{ base: 'full', md: 'auto' }}
          justify="flex-end"
          gap={{ base: 1, md: 2 }}
          wrap="wrap"
          hidden={checkingSession}
        >
          {buttons.publicPage ? (
            <Button asChild size={BUTTON_SIZE} variant="outline">
              <RouterLink to={paths.edition.links(edition)} onClick={openPublicPage}>
                公開ページ
              </RouterLink>
            </Button>
          ) : null}
          {buttons.passwordChange ? (
            <Button size={BUTTON_SIZE} variant="outline" onClick={openPasswordChange}>
              パスワード変更
            </Button>
          ) : null}
          {buttons.logout ? (
            <Button size={BUTTON_SIZE} variant="outline" onClick={() => void logout()}>
              ログアウト
            </Button>
          ) : null}
          {buttons.providerLogin ? (
            <Button asChild size={BUTTON_SIZE} colorPalette="blue">
              <RouterLink to={paths.login(status)}>情報提供事業者ログイン</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <ParsedEnd />
    </Box>
  );
}
