/**
 * A fixture maker: each call answers a fresh copy of the defaults with the fields a test overrides,
 * so no test sees what another changed in its fixture.
 */
export function fixtureFactory<T extends object>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(defaults), ...overrides });
}
