import type { TypedDocumentNode } from '@apollo/client';
import { graphql, HttpResponse, type GraphQLQuery, type GraphQLVariables } from 'msw';

/**
 * A handler that answers every request for `query` with the same `data`; with `asked`, it also
 * keeps each request's variables there, in order.
 */
export function answerQuery<Data extends GraphQLQuery, Variables extends GraphQLVariables>(
  query: TypedDocumentNode<Data, Variables>,
  data: Data,
  asked?: Variables[],
) {
  return graphql.query(query, ({ variables }) => {
    asked?.push(variables);
    return HttpResponse.json({ data });
  });
}

/** The same for a mutation: answers with `data` and keeps what was sent in `sent`. */
export function answerMutation<Data extends GraphQLQuery, Variables extends GraphQLVariables>(
  mutation: TypedDocumentNode<Data, Variables>,
  data: Data,
  sent?: Variables[],
) {
  return graphql.mutation(mutation, ({ variables }) => {
    sent?.push(variables);
    return HttpResponse.json({ data });
  });
}
