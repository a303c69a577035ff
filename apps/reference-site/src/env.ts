import type { TicketkitConfig } from '@ticketkit/sdk';

/** The site's configuration, from Vite's environment (VITE_*), with the local dev stack's defaults. */
const e = import.meta.env;

export const env = {
  apiUrl: e.VITE_API_URL || 'http://127.0.0.1:8787',
  authEmulatorUrl: e.VITE_AUTH_EMULATOR_URL || undefined,
  firebase: {
    apiKey: e.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: e.VITE_FIREBASE_AUTH_DOMAIN || '127.0.0.1',
    projectId: e.VITE_FIREBASE_PROJECT_ID || 'demo-ticketkit',
    ...(e.VITE_FIREBASE_STORAGE_BUCKET ? { storageBucket: e.VITE_FIREBASE_STORAGE_BUCKET } : {}),
    ...(e.VITE_FIREBASE_MESSAGING_SENDER_ID ? { messagingSenderId: e.VITE_FIREBASE_MESSAGING_SENDER_ID } : {}),
    ...(e.VITE_FIREBASE_APP_ID ? { appId: e.VITE_FIREBASE_APP_ID } : {}),
    ...(e.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: e.VITE_FIREBASE_MEASUREMENT_ID } : {}),
  } satisfies TicketkitConfig['firebase'],
};
