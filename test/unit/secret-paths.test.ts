import { describe, expect, it } from 'vitest';
import { loggedPath } from '../../server/core/ops/access-log.js';
import { maskSecretPath } from '../../server/rules/secret-paths.js';

describe('secrets in paths', () => {
  it("masks a reset link's token in a path or a whole URL, and leaves other paths alone", () => {
    expect(maskSecretPath('/password/reset/house/qfc9gw7dIuriI')).toBe('/password/reset/house/…');
    expect(maskSecretPath('https://portal.example.jp/password/reset/building/abc-DEF_1?x=1#top')).toBe(
      'https://portal.example.jp/password/reset/building/…?x=1#top',
    );
    expect(maskSecretPath('/password/reset')).toBe('/password/reset');
    expect(maskSecretPath('/cogenerations/4')).toBe('/cogenerations/4');
  });

  it('keeps both the query and the token out of the access log', () => {
    expect(loggedPath('/password/reset/house/secret-token?utm=mail')).toBe('/password/reset/house/…');
    expect(loggedPath('/api/solar_systems?keyword=x')).toBe('/api/solar_systems');
  });
});
