import { defineResource } from '../../shared/defineResource';
import { del, get, post, wholeList } from '../../shared/endpoints';
import { createdAt, statusSwitch, text } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

export const gradeResource = defineResource({
    name: 'grade',
    collection: 'grades',
    title: 'Grades',
    singular: 'Grade',
    api: {
        list: wholeList(get('/grade/alldetails')),
        create: post('/grade/add', { send: ['grade'] }),
        update: post('/grade/edit/:id', { send: ['id', 'grade'] }),
        delete: del('/grade/delete/:id'),
    },
    fields: {
        grade: text({
            label: 'Grade',
            required: 'Please Enter Grade',
            lowercase: true,
            sortable: true,
            searchable: true,
        }),
        grade_status: statusSwitch({ endpoint: post('/update-grade-status/:id', { send: ['id', 'status'] }) }),
        created_at: createdAt(),
    },
    list: {
        columns: ['grade', 'grade_status', 'created_at', ACTIONS],
        search: { placeholder: 'Find' },
        addLabel: 'Add Grade',
    },
    form: { addTitle: 'Add Grade', editTitle: 'Edit Grade' },
    confirm: { delete: 'Are you sure you want to  delete this grade ?' },
});
