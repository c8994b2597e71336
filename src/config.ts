/** The API host; set VITE_API_URL at build time to point the console at a real API. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? 'http://localhost:3001';

/** Toasts close after this long (spec part 1, section 4). */
export const TOAST_MS = 5000;
