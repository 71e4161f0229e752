import type { OrganizationDetailQuery } from '@/generated/graphql';
import { fixtureFactory } from '@/testing/fixture-factory';

type Detail = NonNullable<OrganizationDetailQuery['organization']>;

export const organizationDetailFixture = fixtureFactory<Detail>({
  __typename: 'Organization',
  id: 10,
  name: '株式会社テスト設備',
  postcode: '100-0001',
  address: '東京都千代田区',
  tel: '03-0000-0000',
  belongTo: '0',
  message: '',
  type: 1,
  status: 'registered',
  cogenerationManager: false,
  hybridWaterHeaterManager: false,
  electricHeatPumpManager: false,
  solarSystemManager: false,
  solarWaterHeaterManager: false,
  approvedAt: null,
  createdAt: '2026-01-05T01:00:00.000Z',
  updatedAt: '2026-01-05T01:00:00.000Z',
  users: [
    {
      __typename: 'User',
      id: 2,
      division: '開発部',
      name: '事業 花子',
      tel: '03-1111-1111',
      email: 'org@example.jp',
      lockedAt: null,
      lastLoginAt: null,
    },
  ],
});
