// Types for scripts/startPlan.js (plain Node, used by npm start).
export interface StartPlan {
    apiPort: string;
    consolePort: string;
    apiUrl: string;
    consoleUrl: string;
    dbFile: string;
    consoleDir: string;
}
export function startPlan(env: Record<string, string | undefined>, root: string): StartPlan;
