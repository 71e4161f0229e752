import { useState } from 'react';
import { APP_LOADING_SHOWN_AFTER_MS } from '@/config/constants';

/**
 * index.html's loading notice, drawn by React while a page the server did not render waits for its
 * screen's code (the data router's HydrateFallback). It takes index.html's place without starting
 * again: its fade-in counts from the page's start, so a notice already shown stays shown.
 */
export function AppLoading() {
  // Once, when it is first drawn: the fade-in keeps its start through later renders.
  const [delay] = useState(() => APP_LOADING_SHOWN_AFTER_MS - performance.now());
  return (
    <p id="app-loading" role="status" style={{ animationDelay: `${delay}ms` }}>
      読み込み中…
    </p>
  );
}
