import { describe, expect, it } from 'vitest';
import { accountApi } from '../../src/shared/account/endpoints';
import { declarations } from '../../src/shared/entities/declarations';
import { readCalls, rowsOf, type SpecCall } from '../../scripts/conformance/calls';
import { checkAnswer } from '../../scripts/conformance/check';
import { junitXml, type CaseResult } from '../../scripts/conformance/junit';
import { screenTitle } from '../../scripts/conformance/names';
import { resultTable, WIDTH, wrap } from '../../scripts/conformance/table';
import { answerCheck } from '../../server/openapi/answerCheck';
import { get } from '../../src/shared/endpoints';

describe('the spec calls of a conformance run', () => {
    const calls = readCalls(declarations, accountApi);
    const lines = calls.map(call => `${call.endpoint.method} ${call.path}`);

    it('sign in first, then check the session and read the profile', () => {
        expect(calls.slice(0, 3).map(call => [call.name, call.account])).toEqual([
            ['Sign in', 'signIn'],
            ['Session check', 'sessionCheck'],
            ['Profile', undefined],
        ]);
    });

    it("read each declaration's list and one record where it has a read call, from the declarations", () => {
        for (const decl of declarations.filter(d => d.api.list.kind !== 'rest' && !d.extra)) {
            expect(lines).toContain(`${decl.api.list.endpoint.method} ${decl.api.list.endpoint.path}`);
            if (decl.api.view)
                expect(calls.find(c => c.name === `${screenTitle(decl, declarations)}: one record`)?.idFrom).toBe(
                    decl.collection,
                );
        }
        expect(calls.find(c => c.name === 'Events: list')?.values).toMatchObject({ page: 1, limit: 10 });
        expect(calls.find(c => c.name === 'Coupon Code: list')?.values).toEqual({ current_page: 1, limit: 10 });
        // An extra's calls (staff, roles) are not the spec's: a spec-only API has none of them.
        expect(lines).not.toContain('GET /staff');
    });

    it("name each call by its screen's title, not the declaration's name, telling shared titles apart", () => {
        const names = calls.map(call => call.name);
        expect(names).toEqual(expect.arrayContaining(['Exam Planner: list', 'Student: one record', 'Picker options']));
        expect(names.filter(name => /examPlanner|subscriptionHistory|:id/.test(name))).toEqual([]);
        expect(names.filter(name => name.startsWith('Sub Folders of …'))).toEqual([
            'Sub Folders of … (/sub-category): list',
            'Sub Folders of … (/sub-category-student): list',
            'Sub Folders of … (/sub-category-tbp): list',
        ]);
    });

    it("leave out the console's extras (the activity log's REST list) and read each picker's options once", () => {
        expect(lines).not.toContain('GET /activity');
        expect(lines.filter(line => line === 'GET /get/allcoach')).toHaveLength(1);
        expect(lines.some(line => line.includes(':id') && line.startsWith('GET /category/getSubCategory'))).toBe(false);
    });

    it('call the open paths where config.json moves them, checked against their defaults', () => {
        const moved = readCalls(declarations, accountApi, { sessionCheck: '/auth/me', studentView: '/students/:id' });
        const session = moved.find(c => c.name === 'Session check')!;
        expect([session.path, session.endpoint.path]).toEqual(['/auth/me', '/api/v1/superadmin/verify-session']);
        expect(moved.find(c => c.name === 'Student: one record')?.path).toBe('/students/:id');
    });

    it('find the rows where each list keeps them', () => {
        const rows = [{ _id: 'a' }];
        expect(rowsOf('docs', { docs: rows })).toEqual(rows);
        expect(rowsOf('results', { results: rows })).toEqual(rows);
        expect(rowsOf('array', rows)).toEqual(rows);
        expect(rowsOf('docs', rows)).toEqual([]);
        expect(rowsOf('array', null)).toEqual([]);
    });
});

describe('checking an answer', () => {
    const call: SpecCall = {
        name: 'grade list',
        endpoint: get('/grade/alldetails'),
        path: '/grade/alldetails',
        values: {},
        rows: 'array',
    };
    const document = {
        paths: {
            '/grade/alldetails': {
                get: {
                    responses: {
                        200: {
                            content: {
                                'application/json': {
                                    schema: {
                                        type: 'object',
                                        properties: {
                                            data: {
                                                type: 'array',
                                                items: {
                                                    type: 'object',
                                                    required: ['_id'],
                                                    properties: { _id: { type: 'string' } },
                                                },
                                            },
                                        },
                                    },
                                },
                            },
                        },
                    },
                },
            },
        },
    };
    const check = answerCheck(document);

    it('passes the envelope with data as described', () => {
        expect(checkAnswer(call, 200, { success: true, message: '', data: [{ _id: 'a' }] }, check)).toEqual({
            expected: '200 {success: true, message, data: a list}',
            got: '200 as expected',
            pass: true,
        });
    });

    it.each([
        [500, { success: false, message: 'Boom' }, '500: Boom'],
        [200, [{ _id: 'a' }], '200, the answer is a bare list, not {success, message, data}'],
        [200, { success: true, data: [] }, '200, the envelope lacks message'],
        [200, { success: false, message: 'No', data: null }, '200, success is false: No'],
        [
            200,
            { success: true, message: '', data: [{ grade: 'x' }] },
            "200, body/data/0 must have required property '_id'",
        ],
    ])('fails status %s %j, saying what came back', (status, body, got) => {
        expect(checkAnswer(call, status, body, check)).toMatchObject({ got, pass: false });
    });

    it('holds a call the document does not describe to the envelope alone', () => {
        const other = { ...call, endpoint: get('/elsewhere') };
        expect(checkAnswer(other, 200, { success: true, message: '', data: 3 }, check).pass).toBe(true);
        expect(checkAnswer(other, 200, { success: true, message: '', data: 3 }, undefined).pass).toBe(true);
    });
});

describe('the report', () => {
    const results: CaseResult[] = [
        {
            name: 'grade list',
            call: 'GET /grade/alldetails',
            expected: '200',
            got: '200 as expected',
            pass: true,
            seconds: 0.012,
        },
        {
            name: 'tag <add>',
            call: 'POST /tag',
            expected: '200 & "ok"',
            got: "500: it's <broken>",
            pass: false,
            seconds: 0.5,
        },
        {
            name: 'coupon add',
            call: 'POST /discount',
            expected: '200',
            got: 'no body',
            pass: false,
            skipped: 'no body',
            seconds: 0,
        },
    ];

    it('is JUnit XML a CI server reads: counts, a failure per failed call, escaped', () => {
        const xml = junitXml(results, 'https://api.test');
        expect(xml).toContain('<testsuites name="conformance" tests="3" failures="1" skipped="1" time="0.512">');
        expect(xml).toContain('<testcase classname="GET /grade/alldetails" name="grade list" time="0.012"/>');
        expect(xml).toContain(
            '<failure message="expected 200 &amp; &quot;ok&quot;, got 500: it&apos;s &lt;broken&gt;">POST /tag: expected',
        );
        expect(xml).toContain('name="tag &lt;add&gt;"');
        expect(xml).toContain('<skipped message="no body"/>');
        expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    });

    it('is a table with a line a call, what a failure expected and got on lines of their own, and the totals', () => {
        const table = resultTable(results).split('\n');
        expect(table[0]).toMatch(/^result\s+call\s+method and path$/);
        expect(table[2]).toMatch(/^pass\s+grade list\s+GET \/grade\/alldetails$/);
        expect(table.slice(3, 6)).toEqual([
            expect.stringMatching(/^FAIL\s+tag <add>\s+POST \/tag$/),
            '          expected: 200 & "ok"',
            "          got:      500: it's <broken>",
        ]);
        expect(table.slice(6, 8)).toEqual([
            expect.stringMatching(/^skip\s+coupon add\s+POST \/discount$/),
            '          why:      no body',
        ]);
        expect(table.at(-1)).toBe('1 passed, 1 failed, 1 skipped');
    });

    it('fits 120 columns whatever its calls, cutting nothing: long cells wrap in their column', () => {
        const expected = '200 {success: true, message, data.docs, totalDocs, totalPages}';
        const got = `200, ${'body/data/docs/0 must have required property _id, '.repeat(4)}end`;
        const long: CaseResult = {
            name: 'Sub Folders of … (/sub-category-student): list no longer shows it',
            call: 'POST /resource/superadmin/getPaginatedResourcesForStudentInSuperadmin',
            expected,
            got,
            pass: false,
            seconds: 0,
        };
        const lines = resultTable([...results, long]).split('\n');
        expect(Math.max(...lines.map(line => line.length))).toBeLessThanOrEqual(WIDTH);
        const text = lines.join(' ').replace(/\s+/g, ' ');
        for (const part of [expected, got, long.call, 'list no longer shows it']) expect(text).toContain(part);
    });

    it('wraps between words, and cuts a word longer than the line', () => {
        expect(wrap('one two three', 7)).toEqual(['one two', 'three']);
        expect(wrap('/a/very/long/path', 6)).toEqual(['/a/ver', 'y/long', '/path']);
    });
});
