import { describe, expect, it } from 'vitest';
import { followableNext, signInThen } from '../../server/rules/sign-in-links.js';

describe('links to signed-in screens in mails', () => {
  it('go through the sign-in page, which follows only a path of the user own area', () => {
    expect(signInThen('/admin/organizations/4')).toBe('/login/house?next=%2Fadmin%2Forganizations%2F4');
    expect(followableNext('/admin/organizations/4', 'admin')).toBe('/admin/organizations/4');
    expect(followableNext('/organization/electric_heat_pumps/7', 'organization')).toBe(
      '/organization/electric_heat_pumps/7',
    );
    for (const next of [
      null,
      '',
      '/organization/organization',
      '//evil.example/admin/',
      '/admin//evil.example',
      'https://evil.example/admin/',
      '/admin/\\evil',
      '/admin/x\u0000',
    ])
      expect(followableNext(next, 'admin')).toBeNull();
  });
});
