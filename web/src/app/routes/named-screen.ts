import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A route to one screen of a module that exports several by name (e.g. the house and building pages). */
export function namedScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  path: string,
  load: () => Promise<Module>,
  name: Name,
): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] }) };
}
