// Types for scripts/csp.js (plain Node), for the e2e test that serves the console with its policy.
export function contentSecurityPolicy(indexHtml: string, apiUrl: string): string;
