import { API_URL } from '../config';
import type { FileField } from './types';

/** Where a stored file is served (a module of its own, so lists link to files without the file drop's code). */
export const storedFileUrl = (field: Pick<FileField, 'servedAt'>, name: string): string =>
    `${API_URL.replace(/\/$/, '')}${field.servedAt}${encodeURIComponent(name)}`;
