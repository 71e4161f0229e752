import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { NoticesDocument, OrganizationDetailDocument, type InformationFieldsFragment } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { organizationDetailFixture } from '@/features/organizations/testing/fixtures';
import { signInAs } from '@/testing/sign-in';
import { organizationFixture, organizationUserFixture } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { allowSlowRoutes } from '@/testing/user-input';

allowSlowRoutes();

const notice = (id: number): InformationFieldsFragment => ({
  __typename: 'Information',
  id,
  title: `お知らせ${id}`,
  body: `本文${id}`,
  showType: 'organization',
  publishedAt: '2026-01-05T01:00:00.000Z',
});

describe('/organization/organization', () => {
  it('shows the organization and its users first, then the newest 5 notices with a way to all of them', async () => {
    signInAs(organizationUserFixture(organizationFixture({ status: 'approved' })));
    server.use(
      graphql.query(OrganizationDetailDocument, () =>
        HttpResponse.json({ data: { organization: organizationDetailFixture({ status: 'approved' }) } }),
      ),
      graphql.query(NoticesDocument, () =>
        HttpResponse.json({
          data: {
            notices: {
              __typename: 'InformationPage',
              total: 30,
              page: 1,
              pageSize: 25,
              items: Array.from({ length: 25 }, (_, i) => notice(30 - i)),
            },
          },
        }),
      ),
    );
    renderRoute('/organization/organization');
    const users = await screen.findByRole('heading', { name: 'ユーザー' });
    const notices = await screen.findByRole('region', { name: '事業者の皆様へのお知らせ' });
    expect(await within(notices).findAllByRole('listitem')).toHaveLength(5);
    expect(within(notices).getByText('お知らせ30')).toBeInTheDocument();
    expect(within(notices).queryByText('お知らせ25')).toBeNull();
    // The profile and the users come before the notices.
    expect(users.compareDocumentPosition(notices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('事業 花子').compareDocumentPosition(notices) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await userEvent.click(within(notices).getByRole('button', { name: 'すべてのお知らせを表示（全30件）' }));
    expect(within(notices).getAllByRole('listitem')).toHaveLength(25);
    expect(within(notices).getByText('全30件', { exact: false })).toBeInTheDocument();
  });
});
