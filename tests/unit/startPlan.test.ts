import { describe, expect, it } from 'vitest';
import { runtimeConfigText } from '../../scripts/runtimeConfig.js';
import { startPlan } from '../../scripts/startPlan.js';

// Two `npm start`s from one checkout (issue 47): each builds and serves a console of its own, pointed at its own API.
describe('npm start', () => {
    const root = '/checkout';
    const first = startPlan({}, root);
    const second = startPlan({ API_PORT: '3711', CONSOLE_PORT: '5711' }, root);

    it('builds each console into a folder of its own port, its config.json naming its own API', () => {
        expect(first.consoleDir).toBe('/checkout/.data/console-5173');
        expect(second.consoleDir).toBe('/checkout/.data/console-5711');
        expect(runtimeConfigText(first.apiUrl)).toContain('"apiUrl": "http://localhost:3001"');
        expect(runtimeConfigText(second.apiUrl)).toContain('"apiUrl": "http://localhost:3711"');
    });

    it('keeps the data in .data/db.json unless API_DB names another file', () => {
        expect(second.dbFile).toBe('/checkout/.data/db.json');
        expect(startPlan({ API_DB: '.data/api-3711/db.json' }, root).dbFile).toBe('/checkout/.data/api-3711/db.json');
    });

    it('refuses a port that is not one', () => {
        expect(() => startPlan({ CONSOLE_PORT: '70000' }, root)).toThrow('CONSOLE_PORT must be a port number');
    });
});
