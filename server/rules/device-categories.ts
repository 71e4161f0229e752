/**
 * The five device categories (SPEC §1-3): codes, routes, labels, the organization flag that unlocks
 * each, and the identifying fields (the device columns that name a product). The server's
 * CATEGORY_DEFINITIONS join this with the performance values; the web imports it as
 * `@rules/device-categories` for tabs, paths and list columns. Nothing else lists them.
 */
export const DEVICE_CATEGORY_TABLE = [
  {
    category: 'cogeneration_systems',
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
    category: 'hybrid_water_heaters',
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
    category: 'electric_heat_pumps',
    graphqlType: 'ElectricHeatPump',
    apiResource: 'electric_heat_pumps',
    publicRoute: '/electric_heat_pumps',
    certificateResource: 'electric_heat_pump_certificates',
    managerFlag: 'electricHeatPumpManager',
    label: '電気ヒートポンプ給湯機',
    identifyingFields: [{ key: 'systemNumber', label: 'システム品番' }],
  },
  {
    category: 'solar_systems',
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
    category: 'solar_water_heaters',
    graphqlType: 'SolarWaterHeater',
    apiResource: 'solar_water_heaters',
    publicRoute: '/solar_water_heaters',
    certificateResource: 'solar_water_heater_certificates',
    managerFlag: 'solarWaterHeaterManager',
    label: '太陽熱温水器',
    identifyingFields: [{ key: 'systemType', label: 'システム型式' }],
  },
] as const;

export type DeviceCategoryEntry = (typeof DEVICE_CATEGORY_TABLE)[number];
export type DeviceCategoryCode = DeviceCategoryEntry['category'];
export type CategoryManagerFlag = DeviceCategoryEntry['managerFlag'];
/** Identifying fields of SPEC §3: columns of `devices`, keys in GraphQL and (snake_cased) in /api. */
export type IdentifyingField = DeviceCategoryEntry['identifyingFields'][number]['key'];

/** Every identifying field once, in table order: the device columns, the keyword search, the screens' columns. */
export const IDENTIFYING_FIELDS: readonly IdentifyingField[] = [
  ...new Set(DEVICE_CATEGORY_TABLE.flatMap((entry) => entry.identifyingFields.map((field) => field.key))),
];
