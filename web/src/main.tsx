import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { startAnalytics } from './lib/analytics';

startAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const router = createBrowserRouter(appRoutes);

// As a transition, the first render yields to the browser every few milliseconds instead of
// running as one long task (the page stays responsive while it starts; Lighthouse's blocking time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
