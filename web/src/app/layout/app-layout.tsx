import { Box, Flex } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ParsedEnd, SHOWN_ONCE_PARSED } from '@/components/ui/shown-once-parsed';
import { useSessionEnd } from '@/features/auth/hooks/use-session-end';
import { useSessionSync } from '@/features/auth/hooks/use-session-sync';
import { useAuthState } from '@/lib/auth-state';
import { usePublicStatus } from '@/lib/public-status';
import { trackPageView } from '@/lib/analytics';
import { AdminTabBar } from '@/components/layout/admin-tab-bar';
import { useDocumentTitleFromHeading } from '@/components/layout/document-title';
import { Breadcrumb } from '@/components/layout/breadcrumb/breadcrumb';
import { BreadcrumbProvider } from '@/components/layout/breadcrumb/breadcrumb-context';
import { Footer } from '@/components/layout/footer';
import { Header } from './header';
import { MAIN_ID } from '@/components/layout/skip-link';
import { OrganizationTabBar } from '@/components/layout/organization-tab-bar';
import { useRequiresUser, useRouteType } from '@/components/layout/route-type';
import { CountAnnouncer } from '@/components/ui/count-announcer';
import { useIsNavigating } from '@/lib/navigation-activity';
import { NextLocationCommitContext } from '@/hooks/use-app-navigate';
import { useNewPageStartsFresh, useNextLocationCommit } from './use-new-page';

function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}

/** SPEC §2 shared layout: header, optional tab bar, optional breadcrumb, content, footer. */
export function AppLayout() {
  useSessionSync();
  useSessionEnd();
  usePageViewTracking();
  useNewPageStartsFresh();
  const nextLocationCommit = useNextLocationCommit();
  const mainRef = useRef<HTMLElement>(null);
  useDocumentTitleFromHeading(useCallback(() => mainRef.current, []));
  const declaredType = useRouteType();
  const requiresUser = useRequiresUser();
  const { user } = useAuthState();
  // Signed-in screens shared by both roles (/password) keep the viewer's own tab bar and no public breadcrumb.
  const routeType =
    declaredType ?? (requiresUser && user ? (user.role === 'admin' ? 'administrator' : 'organization') : undefined);
  const status = usePublicStatus();
  // Each tab bar only for its own role (RequireRole sends the other role home).
  const showAdminTabs = routeType === 'administrator' && user?.role === 'admin';
  const showOrganizationTabs = routeType === 'organization' && user?.role === 'organization';
  // A new tab on a signed-in screen asks the server who is signed in (RequireUser) before it knows
  // the account buttons and the tab bar: until then it shows the title alone, not a signed-out
  // header and an empty page that the tab bar then pushes down (layout shift).
  const checkingSession = requiresUser && !user;
  // The address bar already shows the next page while its screen loads: the old one is not current.
  const navigating = useIsNavigating();

  return (
    <NextLocationCommitContext value={nextLocationCommit}>
      <BreadcrumbProvider>
        <Flex direction="column" minH="100vh">
          <Header
            routeType={routeType}
            tabBarVisible={showAdminTabs || showOrganizationTabs}
            checkingSession={checkingSession}
          />
          {showAdminTabs ? <AdminTabBar /> : null}
          {showOrganizationTabs ? <OrganizationTabBar organization={user.organization} /> : null}
          {routeType ? null : <Breadcrumb edition={status} />}
          {/* At least a screen high: the footer starts below the fold, so content that arrives after
            the first paint (notices, a detail) never pushes a visible footer down (layout shift). */}
          <Box
            as="main"
            id={MAIN_ID}
            tabIndex={-1}
            outline="none"
            ref={mainRef}
            flex="1"
            minH="100dvh"
            w="full"
            maxW="6xl"
            mx="auto"
            px="4"
            py="6"
            visibility={checkingSession ? 'hidden' : undefined}
            css={SHOWN_ONCE_PARSED}
            aria-busy={navigating || undefined}
          >
            {/* Fixed to the top of the window; inside main so assistive tech finds it in a landmark.
              Visible while main waits for the session check: that wait is what it shows. */}
            <Box visibility="visible">
              <ProgressBar />
            </Box>
            <LoadingOverlay>
              <Outlet />
            </LoadingOverlay>
            <ParsedEnd />
          </Box>
          <Footer />
          <CountAnnouncer />
        </Flex>
      </BreadcrumbProvider>
    </NextLocationCommitContext>
  );
}
