import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, payloadOf } from '../../src/dataProvider/http';
import { post } from '../../src/shared/endpoints';

const session = { token: () => 'a.b.c', userId: () => 'admin-1' };

describe('payloads', () => {
    it('picks the spec keys in order, with the record id and user id', () => {
        const endpoint = post('/grade/edit/:id', { send: ['id', 'grade'] });
        expect(payloadOf(endpoint, { grade: 'Grade 1', extra: 1 }, { id: 'g1', userId: 'u' })).toEqual({
            id: 'g1',
            grade: 'Grade 1',
        });
        const withUser = post('/event/add', { send: ['event_name', 'userId'] });
        expect(payloadOf(withUser, { event_name: 'Camp' }, { userId: 'u1' })).toEqual({
            event_name: 'Camp',
            userId: 'u1',
        });
    });

    it('sends fixed values where the spec says so', () => {
        const endpoint = post('/Subject/add', { send: ['subject_name', 'userId'], fixed: { userId: '' } });
        expect(payloadOf(endpoint, { subject_name: 'Maths' }, { userId: 'u1' })).toEqual({
            subject_name: 'Maths',
            userId: '',
        });
    });
});

describe('http client', () => {
    const answer = (body: unknown, status = 200) =>
        vi.fn(
            async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
        );

    it('posts JSON with the bearer token and replaces :id', async () => {
        const fetchMock = answer({ success: true, message: 'ok', data: 1 });
        const http = createHttpClient('http://api.test/', session, fetchMock);
        await http.call(post('/grade/edit/:id', { send: ['id', 'grade'] }), { grade: 'g' }, 'x1');
        const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
        expect(url).toBe('http://api.test/grade/edit/x1');
        expect(init.method).toBe('POST');
        expect((init.headers as Record<string, string>).Authorization).toBe('Bearer a.b.c');
        expect(JSON.parse(init.body as string)).toEqual({ id: 'x1', grade: 'g' });
    });

    it('sends form-data when the endpoint says so', async () => {
        const fetchMock = answer({ success: true, message: '', data: {} });
        const http = createHttpClient('http://api.test', session, fetchMock);
        await http.call(post('/event/add', { body: 'form-data', send: ['event_name', 'userId'] }), {
            event_name: 'Camp',
        });
        const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
        const form = init.body as FormData;
        expect(form).toBeInstanceOf(FormData);
        expect(form.get('event_name')).toBe('Camp');
        expect(form.get('userId')).toBe('admin-1');
    });

    it('omits the token on unguarded calls', async () => {
        const fetchMock = answer({ success: true, message: '', data: {} });
        const http = createHttpClient('http://api.test', session, fetchMock);
        await http.call(post('/api/v1/superadminlogin', { send: ['email'], guarded: false }), { email: 'a@b.c' });
        const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
        expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    });

    it('turns a network failure into a clear message', async () => {
        const http = createHttpClient(
            'http://api.test',
            session,
            vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
        );
        await expect(http.call(post('/x'))).rejects.toThrow('Cannot reach the server');
    });
});
