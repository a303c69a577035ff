export { createApp, type AppDeps } from './app.ts';
export { readConfig, ConfigError, type ApiConfig } from './config.ts';
export { startApi, type RunningApi } from './server.ts';
