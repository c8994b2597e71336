// Types for scripts/runtimeConfig.js (plain Node, used by npm start and the Vite config).
export const CONFIG_FILE: string;
export function runtimeConfigText(apiUrl: string): string;
export function writeRuntimeConfig(dir: string, apiUrl: string): void;
