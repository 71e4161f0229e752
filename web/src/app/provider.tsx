import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { createApolloClient } from '@/lib/apollo';
import { forgetWithUser } from '@/lib/user-drafts';
import { system } from '@/components/ui/theme';
import 'virtual:chakra-page.css';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client; the app builds one per page load. */
  client?: ApolloClient;
}

/** Chakra UI + Apollo Client around the router (or anything else in tests). */
export function AppProvider({ children, client }: AppProviderProps) {
  const [apolloClient] = useState(() => client ?? createApolloClient());
  // What one user read is theirs: signing out, or another user signing in, empties the cache. At
  // once (clearStore waits a turn, and then cancels the next page's first requests) and without
  // telling the queries still watching it (they would fetch the previous user's data again).
  useEffect(
    () => forgetWithUser({ reset: () => void apolloClient.cache.reset({ discardWatches: true }) }),
    [apolloClient],
  );
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
