import { placeholderImage } from '../placeholderImage';

/** A folder of the file manager demo (spec part 2, section 3). */
export interface Folder {
    id: number;
    name: string;
    /** Epoch milliseconds. */
    created: number;
}

/** A media file; `folder_id` is null at the root. */
export interface MediaFile {
    id: number;
    /** The image itself (a data URL: nothing is uploaded anywhere). */
    file: string;
    name: string;
    folder_id: number | null;
    created: number;
}

const day = (d: number, hour = 9) => new Date(2019, 3, d, hour).getTime();

export const sampleFolders: Folder[] = [
    { id: 1, name: 'Holiday Photos', created: day(2) },
    { id: 2, name: 'Student Certificates 2019', created: day(5) },
    { id: 3, name: 'Empty', created: day(9) },
];

export const sampleFiles: MediaFile[] = [
    { id: 1, file: placeholderImage('Beach', 195), name: 'beach.png', folder_id: 1, created: day(3) },
    {
        id: 2,
        file: placeholderImage('Mountains', 140),
        name: 'mountains-at-sunrise.png',
        folder_id: 1,
        created: day(4),
    },
    { id: 3, file: placeholderImage('Certificate', 45), name: 'certificate-olivia.png', folder_id: 2, created: day(6) },
    { id: 4, file: placeholderImage('Logo', 265), name: 'logo.png', folder_id: null, created: day(7) },
    { id: 5, file: placeholderImage('Class', 330), name: 'class-photo-term-one.png', folder_id: null, created: day(8) },
];
