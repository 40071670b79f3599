import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
// index.html always has the root; failing loudly beats rendering nothing if someone renames it.
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
