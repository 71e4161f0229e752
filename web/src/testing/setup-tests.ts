import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetCountAnnouncer } from '@/components/ui/count-announcer';
import { errorList } from '@/components/ui/error-list-store';
import { resetAnalyticsForTests } from '@/lib/analytics';
import { resetSessionStores } from '@/lib/external-store';
import { requestActivity } from '@/lib/request-activity';
import { forgetDrafts } from '@/lib/user-drafts';
import { installDomShims } from './dom-shims';
import { server } from './msw-server';

installDomShims();
// Lazy routes and msw answers can take over the default 1 s on a busy CI machine.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.sessionStorage.clear();
  resetSessionStores();
  forgetDrafts();
  errorList.clear();
  resetCountAnnouncer();
  requestActivity.set(0);
  resetAnalyticsForTests();
});
afterAll(() => server.close());
