import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { createApolloClient } from '@/lib/apollo';
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
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
