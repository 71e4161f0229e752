import type { TypedDocumentNode } from '@apollo/client';
import { graphql, HttpResponse, type GraphQLQuery, type GraphQLResponseResolver, type GraphQLVariables } from 'msw';

/** A resolver that answers with `data` and, with `asked`, keeps each request's variables there in order. */
function answerWith<Data extends GraphQLQuery, Variables extends GraphQLVariables>(
  data: Data,
  asked?: Variables[],
): GraphQLResponseResolver<Data, Variables> {
  return ({ variables }) => {
    asked?.push(variables);
    return HttpResponse.json({ data });
  };
}

/** A handler that answers every request for `query` with the same `data` (and records them in `asked`). */
export function answerQuery<Data extends GraphQLQuery, Variables extends GraphQLVariables>(
  query: TypedDocumentNode<Data, Variables>,
  data: Data,
  asked?: Variables[],
) {
  return graphql.query(query, answerWith(data, asked));
}

/** The same for a mutation: answers with `data` and keeps what was sent in `sent`. */
export function answerMutation<Data extends GraphQLQuery, Variables extends GraphQLVariables>(
  mutation: TypedDocumentNode<Data, Variables>,
  data: Data,
  sent?: Variables[],
) {
  return graphql.mutation(mutation, answerWith(data, sent));
}
