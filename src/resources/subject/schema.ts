import { defineResource } from '../../shared/defineResource';
import { del, pagedPost, post } from '../../shared/endpoints';
import { color, createdAt, statusSwitch, text, toggle } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

/** The spec says userId is "sent empty" on this screen's calls, whoever is signed in. */
const noUser = { userId: '' };
const saved = ['id', 'subject_name', 'description', 'subject_color', 'userId', 'favourite'];

export const subjectResource = defineResource({
    name: 'subject',
    collection: 'subjects',
    title: 'Subject / Activity',
    plural: 'subjects',
    singular: 'Subject',
    api: {
        // No sortBy in this list's payload: the server cannot sort it, so no column offers sorting.
        list: pagedPost('/Subject/alldetails', { send: ['page', 'limit', 'search', 'userId'], fixed: noUser }),
        create: post('/Subject/add', { send: saved, fixed: noUser }),
        update: post('/Subject/edit/:id', { send: saved, fixed: noUser }),
        delete: del('/Subject/delete/:id'),
    },
    fields: {
        subject_name: text({
            label: 'Name',
            inputLabel: 'Subject Name',
            required: 'Please Enter Subject Name',
            searchable: true,
        }),
        subject_color: color({
            label: 'Color',
            inputLabel: 'Subject Color',
            required: 'Please choose Subject Color',
            round: true,
        }),
        favourite: toggle({
            label: 'Favourite',
            look: 'star',
            valueKey: 'favourite',
            endpoint: post('/update-favourite-subject/:id', { send: ['favourite'] }),
            messages: { on: 'Subject has been added in favourites', off: 'Subject has been removed from favourites' },
            inForm: true,
        }),
        subject_status: statusSwitch({ endpoint: post('/update-subject-status/:id', { send: ['status'] }) }),
        created_at: { ...createdAt(), sortable: false },
    },
    list: {
        columns: ['favourite', 'subject_name', 'subject_color', 'subject_status', 'created_at', ACTIONS],
        search: { placeholder: 'Search' },
        addLabel: 'Add',
    },
    form: { addTitle: 'Add Subject', editTitle: 'Edit Subject' },
    confirm: { delete: 'Are you sure you want to  delete this subject as all the related task will be affected ?' },
});
