// What the test's build passes in: the reference API and the Auth emulator it runs against.
interface ImportMetaEnv {
  readonly VITE_TICKETKIT_HOST: string;
  readonly VITE_TICKETKIT_PROJECT_ID: string;
  readonly VITE_TICKETKIT_AUTH_EMULATOR: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
