import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityRouteFiles, entityRouteModules } from '../../server/routes/entityRoutes';

/**
 * An entity's own fake-API routes live in its folder (`src/resources/<entity>/server.ts`) and are found by a scan
 * at start: a new folder is served without a line anywhere else, and the server's own code names no entity.
 */
describe("the entities' own server routes", () => {
    let dir = '';
    beforeAll(async () => {
        await mkdir('.test-output', { recursive: true });
        dir = await mkdtemp(join(process.cwd(), '.test-output', 'entities-'));
        await mkdir(join(dir, 'quiz'));
        await writeFile(
            join(dir, 'quiz', 'server.ts'),
            "export const serverRoutes = [{ collections: ['quizzes'], register: () => ['GET /quizzes'] }];\n",
        );
        // A folder without routes of its own is no error.
        await mkdir(join(dir, 'grade'));
        await writeFile(join(dir, 'grade', 'schema.ts'), 'export const grade = 1;\n');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('collects a new folder by its server.ts alone', async () => {
        expect(await entityRouteFiles(dir)).toEqual([join(dir, 'quiz', 'server.ts')]);
        const modules = await entityRouteModules(dir);
        expect(modules.map(m => m.collections)).toEqual([['quizzes']]);
    });

    it('says plainly when a server.ts exports no route modules', async () => {
        await mkdir(join(dir, 'broken'));
        await writeFile(join(dir, 'broken', 'server.ts'), 'export const routes = [];\n');
        await expect(entityRouteModules(dir)).rejects.toThrow(/broken\/server\.ts must export serverRoutes/);
        await rm(join(dir, 'broken'), { recursive: true });
    });

    it("collects every entity folder that has routes, today's included", async () => {
        const files = await entityRouteFiles();
        const names = files.map(file => file.split('/').at(-2));
        expect(names).toEqual(
            expect.arrayContaining(['coupon', 'folder', 'library', 'people', 'subscription', 'subscriptionHistory']),
        );
        const collections = (await entityRouteModules()).flatMap(m => m.collections);
        expect(collections).toEqual(expect.arrayContaining(['categories', 'resources']));
    });

    it("the server's routes and start name no entity folder", async () => {
        const entities = (await readdir('src/resources', { withFileTypes: true }))
            .filter(entry => entry.isDirectory())
            .map(entry => entry.name);
        for (const file of ['server/app.ts', 'server/routes/index.ts', 'server/routes/entityRoutes.ts']) {
            const text = await readFile(file, 'utf8');
            for (const entity of entities) expect(text, file).not.toContain(`resources/${entity}/`);
        }
    });
});
