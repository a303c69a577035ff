import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { partnerDemo } from './vite-plugins/partnerDemo.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const firebase = Object.fromEntries(
    Object.entries({
      apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || '127.0.0.1',
      projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-ticketkit',
      appId: env.VITE_FIREBASE_APP_ID,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    plugins: [
      react(),
      partnerDemo({ apiUrl: env.VITE_API_URL || 'http://127.0.0.1:8787', authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || undefined, firebase }),
    ],
    server: { host: '127.0.0.1', strictPort: true },
    preview: { host: '127.0.0.1', strictPort: true },
  };
});
