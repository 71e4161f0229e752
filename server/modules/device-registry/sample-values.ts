import type { CategoryDefinition, PerformanceField } from './categories.js';
import type { PerformanceValue } from './device.dto.js';

/**
 * Typical figures of current products, so demo data, the CSV template's sample row and test rows
 * look like real equipment (a 370 L heat pump heating 4.5 kW), not like range midpoints.
 */
const TYPICAL: Record<string, number> = {
  // Electric heat pump water heaters (JIS C 9220 test values).
  annualEfficiency: 3.3,
  ratedEfficiency: 3.0,
  qHpSumStdTest: 4.5,
  qHpImdStdTest: 4.5,
  qHpWinStdTest: 4.5,
  pHpSumStdTest: 0.9,
  pHpImdStdTest: 1.0,
  pHpWinStdTest: 1.3,
  eHpDefHighTest: 2.8,
  eHpFrstHighTest: 3.0,
  thetaBwFrstHighTest: 65,
  thetaBwSumStdTest: 65,
  thetaBwImdStdTest: 65,
  thetaBwWinStdTest: 75,
  aP: 0.6,
  bP: 0.4,
  pAuxHpOnTest: 20,
  pAuxHpOffTest: 5,
  qLossTest: 1.5,
  rTnkTest: 0.1,
  thetaHatBwWinCm1Test: 75,
  thetaHatBwWinCm2Test: 85,
  // Cogeneration (fuel cell class).
  ratedPowerOutput: 700,
  dhwHeatRecoveryRate: 0.9,
  hwhHeatRecoveryRate: 0.8,
  tuAuxPowerDhw: 40,
  tuAuxPowerHwh: 40,
  // Solar heat.
  collectorArea: 4,
  effectiveCollectorArea: 3.4,
  collectorEfficiencyIntercept: 0.75,
  collectorEfficiencySlope: 4.5,
  tankOutputEfficiency: 0.9,
  heatMediumSpecificHeat: 3.7,
  heatMediumFlowRate: 60,
  // Tanks (heat pump, hybrid, solar).
  tankCapacity: 370,
};

const clamp = (field: PerformanceField, value: number) =>
  Math.min(field.max ?? value, Math.max(field.min ?? value, value));

/** A plausible valid value of a performance field; `index` varies it a little from row to row. */
export function sampleValue(field: PerformanceField, index = 0): PerformanceValue {
  switch (field.type) {
    case 'boolean':
      return index % 2 === 0;
    case 'enum':
      return field.options![index % field.options!.length]!;
    case 'date':
      return '2025-04-01';
    case 'string':
      return `S${index + 1}`;
    default: {
      const typical = TYPICAL[field.key];
      // Fitted coefficients of the calculation method: small values around zero.
      const base =
        typical ?? ((field.min ?? 0) < 0 ? 0.1 : (field.min ?? 0) + ((field.max ?? 100) - (field.min ?? 0)) * 0.3);
      const varied =
        base * (1 + (index % 5) * 0.02) + (typical === undefined && (field.min ?? 0) < 0 ? index * 0.01 : 0);
      const value = field.type === 'integer' ? Math.round(varied) : Math.round(varied * 1000) / 1000;
      return clamp(field, value);
    }
  }
}

/** Sample performance values for a device of the category (all fields, optional ones included). */
export function samplePerformance(definition: CategoryDefinition, index = 0): Record<string, PerformanceValue> {
  return Object.fromEntries(definition.performanceFields.map((f) => [f.key, sampleValue(f, index)]));
}
