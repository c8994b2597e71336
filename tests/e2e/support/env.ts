// Where the e2e run's servers listen; playwright.config.ts starts them on these ports.
// E2E_API_PORT / E2E_CONSOLE_PORT let two runs share a machine.
export const API_PORT = Number(process.env.E2E_API_PORT ?? 3101);
export const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 5273);
export const API_URL = `http://localhost:${API_PORT}`;
export const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`;

// The spec-only project's fake API (--spec-only: no extras) and its copy of the console, pointed at it.
export const SPEC_ONLY_API_PORT = API_PORT + 80;
export const SPEC_ONLY_CONSOLE_PORT = CONSOLE_PORT + 80;
export const SPEC_ONLY_API_URL = `http://localhost:${SPEC_ONLY_API_PORT}`;
export const SPEC_ONLY_CONSOLE_URL = `http://localhost:${SPEC_ONLY_CONSOLE_PORT}`;

// The fixture super-admin seeded by the fake API.
export const ADMIN_EMAIL = 'superadmin@example.com';
export const ADMIN_PASSWORD = 'Password@123';
