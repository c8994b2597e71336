import { defineResource } from '../../shared/defineResource';
import { get, post, wholeList } from '../../shared/endpoints';
import { date, richText, text } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

const saved = ['notice_heading', 'notice_desc', 'end_date'];

export const noticeResource = defineResource({
    name: 'notice',
    route: 'noticeboard',
    collection: 'notices',
    title: 'Notice Board',
    singular: 'Notice',
    api: {
        list: wholeList(get('/notice/alldetails')),
        create: post('/notice/add', { send: saved }),
        update: post('/notice/edit/:id', { send: saved }),
    },
    fields: {
        notice_heading: text({ label: 'Heading', required: 'Please Enter Heading', sortable: true, searchable: true }),
        end_date: date({
            label: 'Expire Date',
            format: 'dd MMMM yyyy',
            required: 'Please select date',
            min: 'today',
            max: '2099-12-31',
            sortable: true,
        }),
        notice_desc: richText({ label: 'Description', required: 'Please enter description', searchable: true }),
    },
    list: {
        columns: ['notice_heading', 'end_date', 'notice_desc', ACTIONS],
        search: { placeholder: 'Search' },
        addLabel: 'Add',
    },
    form: { addTitle: 'Add Notice', editTitle: 'Edit Notice' },
});
