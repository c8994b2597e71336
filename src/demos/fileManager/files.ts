import type { FileRejection } from 'react-dropzone';
import { type Folder, type MediaFile, sampleFiles, sampleFolders } from './sampleFiles';

/** Names show at most 16 characters: longer ones are cut to 15 plus an ellipsis (section 9). */
const NAME_DISPLAY_MAX = 16;
export const shortName = (name: string): string =>
    name.length > NAME_DISPLAY_MAX ? `${name.slice(0, NAME_DISPLAY_MAX - 1)}…` : name;

/** Folder names must not be empty (spaces alone count as empty). */
export const isFolderNameValid = (name: string): boolean => name.trim() !== '';

/** Newest first. */
export const newestFirst = <T extends { created: number }>(items: readonly T[]): T[] =>
    [...items].sort((a, b) => b.created - a.created);

/** The upload accepts one image (an object: react-dropzone 14 ignores a string such as "image/*"). */
export const UPLOAD_ACCEPT = {
    'image/png': ['.png'],
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/gif': ['.gif'],
    'image/webp': ['.webp'],
};
export const UPLOAD_MAX_MB = 2;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/**
 * The message for a refused drop: too large when size was the only problem,
 * otherwise the spec's "one file or a valid type" message.
 */
export const rejectionMessage = (
    rejections: readonly Pick<FileRejection, 'errors'>[],
): 'too_large' | 'rejected' | undefined => {
    if (rejections.length === 0) return undefined;
    const codes = rejections.flatMap(r => r.errors.map(e => e.code));
    return codes.length > 0 && codes.every(code => code === 'file-too-large') ? 'too_large' : 'rejected';
};

export interface FileManagerState {
    folders: Folder[];
    files: MediaFile[];
}

export type FileManagerAction =
    | { type: 'addFolder'; name: string; created: number }
    | { type: 'renameFolder'; id: number; name: string }
    | { type: 'removeFolder'; id: number }
    | { type: 'addFile'; file: string; name: string; folder_id: number | null; created: number }
    | { type: 'moveFile'; id: number; folder_id: number | null }
    | { type: 'removeFile'; id: number };

const nextId = (items: readonly { id: number }[]) => Math.max(0, ...items.map(i => i.id)) + 1;

export const fileManagerReducer = (state: FileManagerState, action: FileManagerAction): FileManagerState => {
    switch (action.type) {
        case 'addFolder':
            if (!isFolderNameValid(action.name)) return state;
            return {
                ...state,
                folders: [
                    ...state.folders,
                    { id: nextId(state.folders), name: action.name.trim(), created: action.created },
                ],
            };
        case 'renameFolder':
            if (!isFolderNameValid(action.name)) return state;
            return {
                ...state,
                folders: state.folders.map(f => (f.id === action.id ? { ...f, name: action.name.trim() } : f)),
            };
        case 'removeFolder':
            // A folder goes with its files, as on a disk.
            return {
                folders: state.folders.filter(f => f.id !== action.id),
                files: state.files.filter(f => f.folder_id !== action.id),
            };
        case 'addFile': {
            const { type: _type, ...file } = action;
            return { ...state, files: [...state.files, { ...file, id: nextId(state.files) }] };
        }
        case 'moveFile':
            return {
                ...state,
                files: state.files.map(f => (f.id === action.id ? { ...f, folder_id: action.folder_id } : f)),
            };
        case 'removeFile':
            return { ...state, files: state.files.filter(f => f.id !== action.id) };
    }
};

export const initialFileManager: FileManagerState = { folders: sampleFolders, files: sampleFiles };
