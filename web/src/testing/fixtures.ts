import type { ViewerOrganizationFragment, ViewerUserFragment } from '@/generated/graphql';
import { fixtureFactory } from './fixture-factory';

export const organizationFixture = fixtureFactory<ViewerOrganizationFragment>({
  __typename: 'Organization',
  id: 10,
  name: '株式会社テスト設備',
  status: 'approved',
  cogenerationManager: false,
  hybridWaterHeaterManager: false,
  electricHeatPumpManager: false,
  solarSystemManager: false,
  solarWaterHeaterManager: false,
});

export const adminUserFixture = fixtureFactory<ViewerUserFragment>({
  __typename: 'User',
  id: 1,
  role: 'admin',
  name: '管理 太郎',
  division: '事務局',
  tel: '03-0000-0000',
  email: 'admin@example.jp',
  organization: null,
});

const organizationUser = fixtureFactory<ViewerUserFragment>({
  __typename: 'User',
  id: 2,
  role: 'organization',
  name: '事業 花子',
  division: '開発部',
  tel: '03-1111-1111',
  email: 'org@example.jp',
  organization: null,
});

export function organizationUserFixture(
  organization: ViewerOrganizationFragment = organizationFixture(),
  overrides: Partial<ViewerUserFragment> = {},
): ViewerUserFragment {
  return organizationUser({ organization, ...overrides });
}
