import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { AppProvider } from './provider';

/** The portal in the browser: the providers around the router. */
export function App({ router, client }: { router: DataRouter; client?: ApolloClient }) {
  return (
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
