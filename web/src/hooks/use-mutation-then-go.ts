import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { flashState } from '@/components/ui/flash-message';
import { useAppNavigate } from './use-app-navigate';
import { useSubmit } from './use-submit';

/**
 * A screen's one final action: runs the mutation with `variables`, then goes to `to` and shows
 * `message` there; a refusal goes to the error list (useSubmit). Returns [run, busy].
 */
export function useMutationThenGo<Data, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Data, Variables>,
  { variables, to, message }: { variables: Variables; to: string; message: string },
): [() => Promise<void>, boolean] {
  const client = useApolloClient();
  const navigate = useAppNavigate();
  return useSubmit(async () => {
    await client.mutate({ mutation, variables });
    await navigate(to, { state: flashState(message) });
  });
}
