import { describe, expect, it } from 'vitest';
import { collapseSlashes, paths } from './paths';

describe('paths', () => {
  it('collapses double slashes in pushed paths', () => {
    expect(collapseSlashes('//admin//links///3')).toBe('/admin/links/3');
  });

  it('builds the SPEC §2 routes', () => {
    expect(paths.publicDevices.detail('cogeneration_systems', 7)).toBe('/cogenerations/7');
    expect(paths.admin.devices('solar_systems').approveEnabled(3)).toBe('/admin/solar_systems/3/approved/enabled');
    expect(paths.organization.devices('electric_heat_pumps').statusPublishedCancel(9)).toBe(
      '/organization/electric_heat_pumps/9/status/published/cancel',
    );
    expect(paths.organization.profile.zipPasswordEdit()).toBe('/organization/organization/zip_password/edit');
    expect(paths.password.reset('building', 'abc')).toBe('/password/reset/building/abc');
    expect(paths.house.organizations('A01')).toBe('/house/links/organizations/A01');
  });
});
