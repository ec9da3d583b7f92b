import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './i18n/i18n';
import { App } from './app/App';
import { routes } from './app/routes';
import { wireApiClient } from './app/wireApiClient';

const router = createBrowserRouter(routes);
wireApiClient(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
