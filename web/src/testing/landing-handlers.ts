import { graphql, HttpResponse } from 'msw';
import { LinksDocument, OrganizationDetailDocument, OrganizationsDocument } from '@/generated/graphql';
import { organizationDetailFixture } from '@/features/organizations/testing/fixtures';

/**
 * Answers for the screens a signed-in test lands on (organization management, the organization
 * profile, link management), for tests about the shell rather than those screens.
 */
export const landingScreenHandlers = [
  graphql.query(OrganizationsDocument, () =>
    HttpResponse.json({
      data: { organizations: { __typename: 'OrganizationPage', total: 0, page: 1, pageSize: 25, items: [] } },
    }),
  ),
  graphql.query(OrganizationDetailDocument, ({ variables }) =>
    HttpResponse.json({
      data: { organization: organizationDetailFixture({ id: Number(variables.id), status: 'approved' }) },
    }),
  ),
  graphql.query(LinksDocument, () =>
    HttpResponse.json({
      data: { links: { __typename: 'LinkPage', total: 0, page: 1, pageSize: 25, category: null, items: [] } },
    }),
  ),
];

/**
 * Text each landing screen shows once its data has arrived. Tests wait for it, so that no query
 * of the screen is still on its way when the test ends (msw would report it as unhandled).
 */
export const LANDING_LOADED = {
  organizations: '該当する事業者はありません。',
  profile: '事業者情報の編集',
  links: '全0件',
} as const;
