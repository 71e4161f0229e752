/**
 * The transport's word that the server no longer knows this tab's session (GraphQL
 * UNAUTHENTICATED, HTTP 401). lib/ only reports it; the auth feature decides what follows.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function reportUnauthenticated(): void {
  for (const listener of [...listeners]) listener();
}

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
