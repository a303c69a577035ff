import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ticketkit/widget/styles.css';
import { App } from './App.tsx';
import './tracker.ts';
import './analytics.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
