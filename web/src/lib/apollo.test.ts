import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LogoutDocument, MeDocument } from '@/generated/graphql';
import { server } from '@/testing/msw-server';
import schemaSource from '../../../schema/schema.graphql?raw';
import introspection from '@/generated/possible-types';
import { createApolloClient } from './apollo';
import { requestActivity } from './request-activity';

describe('Apollo client', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('sends queries as GET without a token, disables caching and counts the request while in flight', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('token/with=chars')}; path=/`;
    let request: Request | undefined;
    let inFlightDuringRequest = -1;
    server.use(
      graphql.query(MeDocument, (info) => {
        request = info.request;
        inFlightDuringRequest = requestActivity.get();
        return HttpResponse.json({ data: { me: null } });
      }),
    );

    const { data } = await createApolloClient().query({ query: MeDocument });

    expect(data?.me).toBeNull();
    expect(request?.method).toBe('GET');
    const headers = request?.headers;
    expect(headers?.get('X-XSRF-TOKEN')).toBeNull();
    expect(headers?.get('Cache-Control')).toBe('no-cache');
    expect(headers?.get('Pragma')).toBe('no-cache');
    expect(headers?.get('apollo-require-preflight')).toBe('true');
    expect(inFlightDuringRequest).toBe(1);
    expect(requestActivity.get()).toBe(0);
  });

  it('echoes the XSRF cookie on a mutation, asking the server for one first when there is none', async () => {
    const tokenRequests: string[] = [];
    let mutationToken: string | null = null;
    server.use(
      http.get('*/api/xsrf_token', () => {
        tokenRequests.push('GET');
        document.cookie = `XSRF-TOKEN=${encodeURIComponent('token/with=chars')}; path=/`;
        return new HttpResponse(null, { status: 204 });
      }),
      graphql.mutation(LogoutDocument, ({ request }) => {
        mutationToken = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ data: { logout: true } });
      }),
    );

    const client = createApolloClient();
    await client.mutate({ mutation: LogoutDocument });
    await client.mutate({ mutation: LogoutDocument });

    expect(mutationToken).toBe('token/with=chars');
    expect(tokenRequests).toEqual(['GET']);
  });

  it('releases the in-flight count when the request fails', async () => {
    server.use(graphql.query(MeDocument, () => HttpResponse.error()));
    await expect(createApolloClient().query({ query: MeDocument })).rejects.toBeTruthy();
    expect(requestActivity.get()).toBe(0);
  });

  it('knows every implementation of every interface the schema declares (codegen is fresh)', () => {
    const interfaces = [...schemaSource.matchAll(/^interface (\w+)/gm)].map((m) => m[1]!);
    expect(interfaces.length).toBeGreaterThan(0);
    const declared = Object.fromEntries(
      interfaces.map((name) => [
        name,
        [...schemaSource.matchAll(new RegExp(`^type (\\w+) implements (?:\\w+ & )*${name}\\b`, 'gm'))]
          .map((m) => m[1])
          .sort(),
      ]),
    );
    expect(introspection.possibleTypes).toEqual(declared);
  });
});
