import { Box, Flex } from '@chakra-ui/react';
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

export function OrganizationTabBar({ organization }: { organization: ViewerOrganizationFragment | null }) {
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label="事業者メニュー" bg="gray.50" borderBottomWidth="1px">
      {/* px as the header and the content, so the first tab lines up with them */}
      {/* On a phone the tabs collapse into one row that scrolls sideways instead of three rows. */}
      <Flex
        as="ul"
        maxW="6xl"
        mx="auto"
        px="4"
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        whiteSpace="nowrap"
      >
        {organizationTabs(organization).map((tab) => (
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
