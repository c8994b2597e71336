import type { Entity } from '../../shared/entities/entityParts';
import {
    coachFolderResource,
    coachSubFolderResource,
    studentFolderResource,
    studentSubFolderResource,
    tbpFolderResource,
    tbpSubFolderResource,
} from './schema';

/** A library's folders and sub folders, per audience: filed under their library, named by its audiences. */
export const entity: Entity = {
    order: 160,
    declarations: [
        coachFolderResource,
        studentFolderResource,
        tbpFolderResource,
        coachSubFolderResource,
        studentSubFolderResource,
        tbpSubFolderResource,
    ],
    uses: ['library'],
};
