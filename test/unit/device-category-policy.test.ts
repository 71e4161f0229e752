import { describe, expect, it } from 'vitest';
import { managesCategory } from '../../server/policies/device.policy.js';

// Written from SPEC §3/§6 (which organization flag opens which category), not from the category table.
const FLAG_OF: [category: Parameters<typeof managesCategory>[1], flag: string][] = [
  ['cogeneration_systems', 'cogenerationManager'],
  ['hybrid_water_heaters', 'hybridWaterHeaterManager'],
  ['electric_heat_pumps', 'electricHeatPumpManager'],
  ['solar_systems', 'solarSystemManager'],
  ['solar_water_heaters', 'solarWaterHeaterManager'],
];
const NO_FLAGS = Object.fromEntries(FLAG_OF.map(([, flag]) => [flag, false])) as Parameters<typeof managesCategory>[0];

describe("managesCategory: an organization works in a category only with that category's flag", () => {
  for (const [category, flag] of FLAG_OF) {
    it(`${category} needs ${flag} and no other flag opens it`, () => {
      expect(managesCategory(NO_FLAGS, category)).toBe(false);
      expect(managesCategory({ ...NO_FLAGS, [flag]: true }, category)).toBe(true);
      const allButThis = Object.fromEntries(FLAG_OF.map(([, f]) => [f, f !== flag])) as Parameters<
        typeof managesCategory
      >[0];
      expect(managesCategory(allButThis, category)).toBe(false);
    });
  }
});
