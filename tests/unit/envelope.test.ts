import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { failureText, unwrap } from '../../src/dataProvider/envelope';

describe('unwrap', () => {
    it('returns data and the success message', () => {
        expect(unwrap(200, 'OK', { success: true, message: 'Event added', data: { _id: 'a' } })).toEqual({
            success: true,
            message: 'Event added',
            data: { _id: 'a' },
        });
    });

    it('treats a missing message as empty', () => {
        expect(unwrap(200, 'OK', { success: true, data: [] }).message).toBe('');
    });

    it('rejects success:false with the server message', () => {
        const fail = () => unwrap(200, 'OK', { success: false, message: 'Please Enter Grade', data: null });
        expect(fail).toThrow(HttpError);
        expect(fail).toThrow('Please Enter Grade');
    });

    it('rejects an error flag with its text', () => {
        expect(() => unwrap(200, 'OK', { error: 'Token expired' })).toThrow('Token expired');
    });

    it('carries the HTTP status so 401 reaches the auth provider', () => {
        try {
            unwrap(401, 'Unauthorized', { success: false, message: 'Unauthorized' });
            expect.unreachable();
        } catch (error) {
            expect((error as HttpError).status).toBe(401);
            expect((error as HttpError).message).toBe('Unauthorized');
        }
    });

    it('falls back to the status text when the body says nothing', () => {
        expect(() => unwrap(500, 'Internal Server Error', undefined)).toThrow('Internal Server Error');
        expect(failureText({}, 'fallback')).toBe('fallback');
    });
});
