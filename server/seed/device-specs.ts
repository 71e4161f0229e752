import { DeviceCategory, DeviceStatus } from '../core/domain.js';
import type { IdentifyingField } from '../modules/device-registry/categories.js';

export interface DeviceCategorySeed {
  category: DeviceCategory;
  /** Which demo organization manages the category (its manager flag covers it). */
  owner: 'a' | 'b';
  /** Indexes into that organization's brands. */
  brands: number[];
  certificatePrefix: string;
  /** ASCII name for the certificate PDF. */
  englishName: string;
  identifying: (model: string) => Partial<Record<IdentifyingField, string>>;
}

export const DEVICE_CATEGORY_SEEDS: DeviceCategorySeed[] = [
  {
    category: DeviceCategory.cogeneration_systems,
    owner: 'a',
    brands: [0, 2],
    certificatePrefix: 'CGS',
    englishName: 'Cogeneration system',
    identifying: (m) => ({ puNumber: `TWFC-${m}`, tuNumber: `TWTU-${m}`, bbNumber: `TWBB-${m}` }),
  },
  {
    category: DeviceCategory.hybrid_water_heaters,
    owner: 'a',
    brands: [0, 2],
    certificatePrefix: 'HWH',
    englishName: 'Hybrid water heater',
    identifying: (m) => ({ puNumber: `TWHP-${m}`, tuNumber: `TWHT-${m}`, bbNumber: `TWGB-${m}` }),
  },
  {
    category: DeviceCategory.electric_heat_pumps,
    owner: 'a',
    brands: [1],
    certificatePrefix: 'EHP',
    englishName: 'Electric heat pump water heater',
    identifying: (m) => ({ systemNumber: `TWEH-${m}F` }),
  },
  {
    category: DeviceCategory.solar_systems,
    owner: 'b',
    brands: [0],
    certificatePrefix: 'SLS',
    englishName: 'Solar system',
    identifying: (m) => ({
      systemType: `HSS-${m}`,
      heatCollectorType: `HSC-${m.slice(0, 2)}V`,
      heatStorageTankType: `HST-${m.slice(0, 3)}`,
    }),
  },
  {
    category: DeviceCategory.solar_water_heaters,
    owner: 'b',
    brands: [1],
    certificatePrefix: 'SWH',
    englishName: 'Solar water heater',
    identifying: (m) => ({ systemType: `HSW-${m}N` }),
  },
];

export const MODELS = ['370A', '370B', '460A', '460C', '300S', '550A', '320K', '420H'];

export interface Step {
  to: DeviceStatus;
  by: 'org' | 'admin';
  /** Days before now. */
  days: number;
  cancel?: { note: string; canceledDays: number };
}

export interface DevicePlan {
  /** Release date and publish date in days before today (negative: future); publish null = not set. */
  release: number;
  publish: number | null;
  steps: Step[];
}

const S = DeviceStatus;
const reg = (days: number): Step => ({ to: S.registered, by: 'org', days });
const ask = (days: number): Step => ({ to: S.publish_requested, by: 'org', days });
const ok = (days: number): Step => ({ to: S.published, by: 'admin', days });

/** One device per plan in every category: every status, including one published with a future publish date. */
export const DEVICE_PLANS: DevicePlan[] = [
  { release: -30, publish: null, steps: [reg(5)] },
  { release: -14, publish: -10, steps: [reg(12), ask(10)] },
  { release: 500, publish: 480, steps: [reg(495), ask(490), ok(482)] },
  { release: 200, publish: 180, steps: [reg(195), ask(190), ok(183)] },
  { release: -20, publish: -14, steps: [reg(9), ask(7), ok(3)] },
  {
    release: 700,
    publish: 690,
    steps: [
      reg(705),
      ask(700),
      ok(692),
      { to: S.cancel_requested, by: 'org', days: 4, cancel: { note: '後継機種への切替のため', canceledDays: 1 } },
    ],
  },
  {
    release: 900,
    publish: 880,
    steps: [
      reg(905),
      ask(900),
      ok(884),
      { to: S.cancel_requested, by: 'org', days: 70, cancel: { note: '生産終了に伴う取消申請', canceledDays: 60 } },
      { to: S.canceled, by: 'admin', days: 62, cancel: { note: '取消申請を承認', canceledDays: 60 } },
    ],
  },
  {
    release: 800,
    publish: 790,
    steps: [
      reg(805),
      ask(800),
      ok(792),
      {
        to: S.canceled,
        by: 'admin',
        days: 100,
        cancel: { note: '事業者からの連絡により管理者が取消', canceledDays: 100 },
      },
    ],
  },
];
