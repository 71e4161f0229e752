import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { RequestContext } from '../context.js';

/** Root fields named in a log line at most (a document may ask for many). */
const FIELDS_LOGGED = 5;

function rootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments);
    const fragment = fragments.get(selection.name.value);
    return fragment ? rootFields(fragment.selectionSet, fragments) : [];
  });
}

/** 「mutation disableOrganization」: the operation's type and the schema's root fields it runs. */
export function describeOperation(operation: OperationDefinitionNode, document: DocumentNode): string {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const fields = [...new Set(rootFields(operation.selectionSet, fragments))];
  const shown = fields.slice(0, FIELDS_LOGGED).join(',');
  return `${operation.operation} ${shown}${fields.length > FIELDS_LOGGED ? ',…' : ''}`;
}

/**
 * Puts what a GraphQL request ran, and the codes of the errors it answered, into its access log
 * line (access-log.ts reads them from the request's context): which administrator disabled an
 * organization, or who failed to sign in, is then in the log, as it is for /api. After
 * validation, so every name is one of the schema's; never arguments or variables (a ZIP password
 * change carries passwords).
 */
export const operationLogPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return OPERATION_LISTENER;
  },
};

/** Apollo keeps a parsed document per query text, so a document's description is made once. */
const described = new WeakMap<OperationDefinitionNode, string>();

const OPERATION_LISTENER: GraphQLRequestListener<RequestContext> = {
  async didResolveOperation({ contextValue, operation, document }) {
    if (!operation) return;
    let description = described.get(operation);
    if (description === undefined) described.set(operation, (description = describeOperation(operation, document)));
    contextValue.accessLog.graphql = description;
  },
  // The codes as the client gets them (after formatError): a refused sign-in is visible in the log
  // although GraphQL answers it with 200.
  async willSendResponse({ contextValue, response }) {
    const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
    if (errors?.length)
      contextValue.accessLog.graphqlErrors = [
        ...new Set(errors.map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'))),
      ];
  },
};
