import { DeviceCategory } from '../../core/domain.js';
import type { ManagerFlag } from '../organizations/organization.entity.js';

/** Identifying fields of SPEC §3 that are columns of `devices`. */
export type IdentifyingField =
  | 'puNumber' | 'tuNumber' | 'bbNumber' | 'systemNumber' | 'systemType' | 'heatCollectorType' | 'heatStorageTankType';

export interface CategoryDefinition {
  category: DeviceCategory;
  /** GraphQL object type implementing Device. */
  graphqlType: string;
  /** /api/{apiResource} and /admin|/organization/{apiResource}. */
  apiResource: string;
  /** Public list route, e.g. /cogenerations. */
  publicRoute: string;
  /** /api/{certificateResource}. */
  certificateResource: string;
  managerFlag: ManagerFlag;
  label: string;
  identifyingFields: { key: IdentifyingField; label: string }[];
}

/**
 * The one declarative table of the five device categories (ARCHITECTURE §5). Import, export,
 * GraphQL types and screens read it; performance values join it with the equipment registry.
 */
export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  {
    category: DeviceCategory.cogeneration_systems,
    graphqlType: 'CogenerationSystem',
    apiResource: 'cogeneration_systems',
    publicRoute: '/cogenerations',
    certificateResource: 'cogeneration_system_certificates',
    managerFlag: 'cogenerationManager',
    label: 'コージェネレーション設備',
    identifyingFields: [
      { key: 'puNumber', label: '発電ユニット品番' },
      { key: 'tuNumber', label: '貯湯ユニット品番' },
      { key: 'bbNumber', label: 'バックアップボイラー品番' },
    ],
  },
  {
    category: DeviceCategory.hybrid_water_heaters,
    graphqlType: 'HybridWaterHeater',
    apiResource: 'hybrid_water_heaters',
    publicRoute: '/hybrid_water_heaters',
    certificateResource: 'hybrid_water_heater_certificates',
    managerFlag: 'hybridWaterHeaterManager',
    label: 'ハイブリッド給湯機',
    identifyingFields: [
      { key: 'puNumber', label: 'ヒートポンプユニット品番' },
      { key: 'tuNumber', label: 'タンクユニット品番' },
      { key: 'bbNumber', label: '補助熱源機品番' },
    ],
  },
  {
    category: DeviceCategory.electric_heat_pumps,
    graphqlType: 'ElectricHeatPump',
    apiResource: 'electric_heat_pumps',
    publicRoute: '/electric_heat_pumps',
    certificateResource: 'electric_heat_pump_certificates',
    managerFlag: 'electricHeatPumpManager',
    label: '電気ヒートポンプ給湯機',
    identifyingFields: [{ key: 'systemNumber', label: 'システム品番' }],
  },
  {
    category: DeviceCategory.solar_systems,
    graphqlType: 'SolarSystem',
    apiResource: 'solar_systems',
    publicRoute: '/solar_systems',
    certificateResource: 'solar_system_certificates',
    managerFlag: 'solarSystemManager',
    label: 'ソーラーシステム',
    identifyingFields: [
      { key: 'systemType', label: 'システム型式' },
      { key: 'heatCollectorType', label: '集熱器型式' },
      { key: 'heatStorageTankType', label: '蓄熱槽型式' },
    ],
  },
  {
    category: DeviceCategory.solar_water_heaters,
    graphqlType: 'SolarWaterHeater',
    apiResource: 'solar_water_heaters',
    publicRoute: '/solar_water_heaters',
    certificateResource: 'solar_water_heater_certificates',
    managerFlag: 'solarWaterHeaterManager',
    label: '太陽熱温水器',
    identifyingFields: [{ key: 'systemType', label: 'システム型式' }],
  },
];

export const categoryDefinition = (category: DeviceCategory): CategoryDefinition =>
  CATEGORY_DEFINITIONS.find((d) => d.category === category)!;
