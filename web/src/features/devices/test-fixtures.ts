import { graphql, HttpResponse } from 'msw';
import {
  DeviceDetailDocument,
  type DeviceDetailFieldsFragment,
  type DeviceDetailQuery,
  DeviceListDocument,
  type DeviceListQuery,
  type DeviceListQueryVariables,
} from '@/generated/graphql';
import { answerQuery } from '@/testing/answer-query';
import { adminUserFixture, organizationFixture, organizationUserFixture } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { fixtureFactory } from '@/testing/fixture-factory';
import { signInAs } from '@/testing/sign-in';

/** Test data of the device screens: a signed-in viewer and devices as the GraphQL API returns them. */
export const orgUser = organizationUserFixture(organizationFixture({ electricHeatPumpManager: true }));

export function asOrganization(): void {
  signInAs(orgUser);
}

export function asAdministrator(): void {
  signInAs(adminUserFixture());
}

export type ViewerCanFlags = Record<
  'applyPublish' | 'approve' | 'applyCancel' | 'withdrawCancel' | 'cancel' | 'delete' | 'updateDates',
  boolean
>;

export function viewerCan(flags: Partial<ViewerCanFlags> = {}): NonNullable<HeatPump['viewerCan']> {
  return {
    __typename: 'DeviceViewerCan',
    applyPublish: false,
    approve: false,
    applyCancel: false,
    withdrawCancel: false,
    cancel: false,
    delete: false,
    updateDates: false,
    ...flags,
  };
}

type HeatPump = Extract<DeviceDetailFieldsFragment, { __typename: 'ElectricHeatPump' }>;
type StatusChange = DeviceDetailQuery['deviceHistory'][number];

export function device(id: number, overrides: Partial<HeatPump> = {}): HeatPump {
  return {
    __typename: 'ElectricHeatPump',
    id,
    category: 'electric_heat_pumps',
    status: 'registered',
    statusLabel: '登録済',
    releaseDate: '2025-04-01',
    publishDate: null,
    certificateNumber: `EHP-${id}`,
    canceledAt: null,
    certificate: null,
    createdAt: '2025-04-01T00:00:00.000Z',
    updatedAt: '2025-04-01T00:00:00.000Z',
    brandName: { __typename: 'BrandName', id: 1, name: 'エコ給湯①' },
    organization: { __typename: 'Organization', id: 10, name: '株式会社テスト設備' },
    specItems: [
      { __typename: 'DeviceSpecItem', key: 'systemNumber', label: 'システム品番', value: 'SYS-①', unit: null },
      {
        __typename: 'DeviceSpecItem',
        key: 'annualEfficiency',
        label: '年間給湯保温効率(JIS)',
        value: '3.3',
        unit: null,
      },
    ],
    viewerCan: viewerCan({ applyPublish: true, delete: true, updateDates: true }),
    ...overrides,
  };
}

/** One step of a device's history, as DeviceDetail answers it (a publish request unless overridden). */
export const statusChange = fixtureFactory<StatusChange>({
  __typename: 'DeviceStatusChange',
  id: 1,
  fromStatus: 'registered',
  toStatus: 'publish_requested',
  reasons: [],
  note: '',
  canceledAt: null,
  actorName: '事業 花子',
  createdAt: '2025-04-02T00:00:00.000Z',
});

/** DeviceDetail answers with this device and its history (none unless given). */
export function serveDetail(detail: HeatPump, history: StatusChange[] = []): void {
  server.use(
    graphql.query(DeviceDetailDocument, () => HttpResponse.json({ data: { device: detail, deviceHistory: history } })),
  );
}

/** Answers the device list with one page of `items`; with `asked`, keeps each request's variables. */
export function serveList(items: DeviceListQuery['devices']['items'], asked?: DeviceListQueryVariables[]): void {
  const page = { __typename: 'DevicePage', total: items.length, page: 1, pageSize: 25, items } as const;
  server.use(answerQuery(DeviceListDocument, { devices: page }, asked));
}
