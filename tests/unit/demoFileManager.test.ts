import { describe, expect, it } from 'vitest';
import {
    fileManagerReducer,
    initialFileManager,
    isFolderNameValid,
    newestFirst,
    rejectionMessage,
    shortName,
    UPLOAD_ACCEPT,
} from '../../src/demos/fileManager/files';

describe('file manager names', () => {
    it('shows names of up to 16 characters whole and cuts longer ones to 15 plus an ellipsis', () => {
        expect(shortName('sixteen-chars.pn')).toBe('sixteen-chars.pn');
        expect(shortName('seventeen-chars.p')).toBe('seventeen-chars…');
        expect(shortName('Student Certificates 2019')).toBe('Student Certifi…');
        expect(shortName('Student Certificates 2019')).toHaveLength(16);
    });

    it('refuses empty folder names', () => {
        expect(isFolderNameValid('')).toBe(false);
        expect(isFolderNameValid('   ')).toBe(false);
        expect(isFolderNameValid('Photos')).toBe(true);
    });

    it('lists newest first', () => {
        expect(newestFirst([{ created: 1 }, { created: 3 }, { created: 2 }]).map(i => i.created)).toEqual([3, 2, 1]);
    });
});

describe('file manager upload rules', () => {
    const reject = (...codes: string[]) => [{ errors: codes.map(code => ({ code, message: code })) }];

    it("says 'File is too large.' only when size is the problem", () => {
        expect(rejectionMessage(reject('file-too-large'))).toBe('too_large');
        expect(rejectionMessage(reject('file-invalid-type'))).toBe('rejected');
        expect(rejectionMessage(reject('too-many-files'))).toBe('rejected');
        expect(rejectionMessage(reject('file-too-large', 'file-invalid-type'))).toBe('rejected');
        expect(rejectionMessage([])).toBeUndefined();
    });

    it('accepts images only, as an object (react-dropzone ignores a string)', () => {
        expect(Object.keys(UPLOAD_ACCEPT).every(type => type.startsWith('image/'))).toBe(true);
    });
});

describe('file manager reducer', () => {
    it('adds, renames and deletes folders; a deleted folder takes its files', () => {
        let state = fileManagerReducer(initialFileManager, { type: 'addFolder', name: ' Reports ', created: 10 });
        const added = state.folders.at(-1);
        expect(added).toMatchObject({ name: 'Reports', created: 10 });
        expect(fileManagerReducer(state, { type: 'addFolder', name: ' ', created: 11 })).toBe(state);
        state = fileManagerReducer(state, { type: 'renameFolder', id: 1, name: 'Trips' });
        expect(state.folders.find(f => f.id === 1)?.name).toBe('Trips');
        expect(fileManagerReducer(state, { type: 'renameFolder', id: 1, name: '' })).toBe(state);
        const inOne = state.files.filter(f => f.folder_id === 1).length;
        expect(inOne).toBeGreaterThan(0);
        const without = fileManagerReducer(state, { type: 'removeFolder', id: 1 });
        expect(without.folders.some(f => f.id === 1)).toBe(false);
        expect(without.files.some(f => f.folder_id === 1)).toBe(false);
        expect(without.files).toHaveLength(state.files.length - inOne);
    });

    it('adds, moves and deletes files', () => {
        let state = fileManagerReducer(initialFileManager, {
            type: 'addFile',
            file: 'data:',
            name: 'a.png',
            folder_id: null,
            created: 5,
        });
        const file = state.files.at(-1);
        expect(file).toMatchObject({
            name: 'a.png',
            folder_id: null,
            id: Math.max(...initialFileManager.files.map(f => f.id)) + 1,
        });
        state = fileManagerReducer(state, { type: 'moveFile', id: file!.id, folder_id: 3 });
        expect(state.files.find(f => f.id === file!.id)?.folder_id).toBe(3);
        state = fileManagerReducer(state, { type: 'moveFile', id: file!.id, folder_id: null });
        expect(state.files.find(f => f.id === file!.id)?.folder_id).toBeNull();
        state = fileManagerReducer(state, { type: 'removeFile', id: file!.id });
        expect(state.files.some(f => f.id === file!.id)).toBe(false);
    });
});
