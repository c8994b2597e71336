import type { Entity } from '../../shared/entities/entityParts';
import { coachLibraryResource, studentLibraryResource, tbpLibraryResource } from './schema';

/** One library per audience: the coaches', the students' and TBP's. */
export const entity: Entity = {
    order: 150,
    declarations: [coachLibraryResource, studentLibraryResource, tbpLibraryResource],
    messages: {
        menu: {
            coach_resources: 'Coach Resources',
            student_resources: 'Student Resources',
            tbp_resources: 'TBP Resources',
        },
    },
};
