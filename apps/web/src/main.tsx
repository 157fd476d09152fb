import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { captureGlobalErrors } from './lib/error-log.ts';
import './styles.css';

async function start() {
  // The server-less demo build (VITE_MSW=true) answers every /api call in a service worker with the
  // same handlers and seeded store as the mock server; the normal build never includes it.
  if (import.meta.env.VITE_MSW === 'true') {
    const { startDemoBackend } = await import('./app/demo-backend.ts');
    await startDemoBackend();
  }
  captureGlobalErrors();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
