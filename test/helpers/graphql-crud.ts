import { expect } from 'vitest';
import type { TestClient } from './test-client.js';

type GraphqlErrors = { errors?: { extensions?: { code?: string } }[] };

export const errorCode = (result: GraphqlErrors) => result.errors?.[0]?.extensions?.code;

/** The five operations of an administrator-only resource and a valid input for create/update. */
export interface AdminCrud {
  list: string;
  get: string;
  create: string;
  update: string;
  delete: string;
  input: Record<string, unknown>;
}

const MISSING_ID = 999_999;

/**
 * The checklist every administrator-only GraphQL resource passes: each operation is
 * UNAUTHENTICATED for visitors and FORBIDDEN for organization users, and each id operation is
 * NOT_FOUND for an id that does not exist. (BAD_USER_INPUT needs each resource's own messages.)
 */
export async function expectAdminOnly(
  clients: { visitor: TestClient; organization: TestClient; admin: TestClient },
  ops: AdminCrud,
): Promise<void> {
  const { input } = ops;
  for (const [client, expected] of [
    [clients.visitor, 'UNAUTHENTICATED'],
    [clients.organization, 'FORBIDDEN'],
  ] as const) {
    const calls: [string, Record<string, unknown>][] = [
      [ops.list, {}],
      [ops.get, { id: 1 }],
      [ops.create, { input }],
      [ops.update, { id: 1, input }],
      [ops.delete, { id: 1 }],
    ];
    for (const [query, variables] of calls)
      expect(errorCode(await client.gql(query, variables)), `${expected}: ${query}`).toBe(expected);
  }
  for (const [query, variables] of [
    [ops.get, { id: MISSING_ID }],
    [ops.update, { id: MISSING_ID, input }],
    [ops.delete, { id: MISSING_ID }],
  ] as const) {
    expect(errorCode(await clients.admin.gql(query, variables)), `NOT_FOUND: ${query}`).toBe('NOT_FOUND');
  }
}
