import { Box, Flex } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DEVICE_CATEGORIES } from '@/config/device-categories';
import { paths } from '@/config/paths';
import { errorList } from '@/components/ui/error-list-store';
import type { ViewerOrganizationFragment } from '@/generated/graphql';
import { isCurrentPath, TabLink } from './tab-link';

interface OrganizationTab {
  label: string;
  to: string;
  /** Other screens that belong to this tab (the users are managed from the profile). */
  alsoUnder?: string;
}

/** Profile and links always; a device tab only when its manager flag is set (SPEC §2). */
export function organizationTabs(organization: ViewerOrganizationFragment | null): OrganizationTab[] {
  const deviceTabs = DEVICE_CATEGORIES.filter((category) => organization?.[category.managerFlag] === true).map(
    (category) => ({ label: category.label, to: paths.organization.devices(category.code).list() }),
  );
  return [
    { label: '事業者情報管理', to: paths.organization.profile.detail(), alsoUnder: '/organization/users' },
    { label: 'リンク管理', to: paths.organization.links.list() },
    ...deviceTabs,
  ];
}

/** Room left beside the current tab when the strip scrolls to it, so the next tab's edge shows. */
const TAB_PEEK_PX = 24;

/** Scrolls `strip` sideways (only: the page itself does not move) until its current tab is in view. */
function revealCurrentTab(strip: HTMLElement) {
  const tab = strip.querySelector<HTMLElement>('[aria-current="page"]');
  if (!tab || strip.scrollWidth <= strip.clientWidth) return;
  const view = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < view.left) strip.scrollLeft -= view.left - box.left + TAB_PEEK_PX;
  else if (box.right > view.right) strip.scrollLeft += box.right - view.right + TAB_PEEK_PX;
}

export function OrganizationTabBar({ organization }: { organization: ViewerOrganizationFragment | null }) {
  const { pathname } = useLocation();
  const tabs = organizationTabs(organization);
  const strip = useRef<HTMLDivElement>(null);
  // On a phone the strip scrolls sideways, and the current screen's tab may be the one cut off.
  useLayoutEffect(() => {
    if (strip.current) revealCurrentTab(strip.current);
  }, [pathname, tabs.length]);
  return (
    <Box as="nav" aria-label="事業者メニュー" bg="gray.50" borderBottomWidth="1px" data-print="hidden">
      {/* px as the header and the content, so the first tab lines up with them */}
      {/* On a phone the tabs collapse into one row that scrolls sideways instead of three rows. */}
      <Flex
        ref={strip}
        as="ul"
        maxW="6xl"
        mx="auto"
        px="4"
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        whiteSpace="nowrap"
      >
        {tabs.map((tab) => (
          <Box as="li" key={tab.to} listStyleType="none">
            {/* Errors belong to the screen that raised them: moving between tabs clears them. */}
            <TabLink
              to={tab.to}
              current={
                isCurrentPath(pathname, tab.to) ||
                (tab.alsoUnder !== undefined && isCurrentPath(pathname, tab.alsoUnder))
              }
              onClick={errorList.clear}
            >
              {tab.label}
            </TabLink>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
