/** SPEC §9: the opening (開口部) categories of the house edition and the page defaults. */
export const OPENING_LEVEL2 = '開口部（仕様に基づく)';
export const MATERIAL_LEVEL3 = '建具';
export const GLASS_LEVEL3 = 'ガラス';
export const DEFAULT_MATERIAL = '木製建具又は樹脂製建具';
export const DEFAULT_GLASS = '三層複層ガラス（Low-E2枚、断熱ガス、日射取得型）';
/** The building edition's openings page shows this level2 of its envelope level1. */
export const BUILDING_OPENING_LEVEL2 = '開口部';
