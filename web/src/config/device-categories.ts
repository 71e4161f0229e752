/** Mirrors the GraphQL enum DeviceCategory (also the path segment under /admin and /organization). */
export type DeviceCategory =
  | 'cogeneration_systems'
  | 'hybrid_water_heaters'
  | 'electric_heat_pumps'
  | 'solar_systems'
  | 'solar_water_heaters';

/** Flags on Organization that unlock one device category for an organization user. */
export type ManagerFlag =
  | 'cogenerationManager'
  | 'hybridWaterHeaterManager'
  | 'electricHeatPumpManager'
  | 'solarSystemManager'
  | 'solarWaterHeaterManager';

export interface DeviceCategoryInfo {
  /** Path segment under /admin and /organization (same as the GraphQL enum). */
  readonly code: DeviceCategory;
  /** Path segment of the public list (SPEC §2: /cogenerations, ...). */
  readonly publicSlug: string;
  readonly label: string;
  readonly managerFlag: ManagerFlag;
}

/** The five categories, in the order the tab bars show them. */
export const DEVICE_CATEGORIES: readonly DeviceCategoryInfo[] = [
  { code: 'cogeneration_systems', publicSlug: 'cogenerations', label: 'コージェネレーション設備', managerFlag: 'cogenerationManager' },
  { code: 'hybrid_water_heaters', publicSlug: 'hybrid_water_heaters', label: 'ハイブリッド給湯機', managerFlag: 'hybridWaterHeaterManager' },
  { code: 'electric_heat_pumps', publicSlug: 'electric_heat_pumps', label: '電気ヒートポンプ給湯機', managerFlag: 'electricHeatPumpManager' },
  { code: 'solar_systems', publicSlug: 'solar_systems', label: 'ソーラーシステム', managerFlag: 'solarSystemManager' },
  { code: 'solar_water_heaters', publicSlug: 'solar_water_heaters', label: '太陽熱温水器', managerFlag: 'solarWaterHeaterManager' },
];

export function deviceCategory(code: DeviceCategory): DeviceCategoryInfo {
  const found = DEVICE_CATEGORIES.find((category) => category.code === code);
  if (!found) throw new Error(`Unknown device category: ${code}`);
  return found;
}
