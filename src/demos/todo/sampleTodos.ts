import { addDays } from 'date-fns';
import { dayOf } from './dates';
import type { Todo, TodoState } from './todoState';

/** Sample lists and tasks; My Day and due dates are set relative to the day the demo opens. */
export const sampleTodos = (now = new Date()): TodoState => {
    const today = dayOf(now);
    const at = (days: number, time: string) => `${dayOf(addDays(now, days))}T${time}`;
    const task = (id: number, title: string, more: Partial<Todo>): Todo => ({
        id,
        title,
        listId: null,
        myDay: false,
        isImportant: false,
        isBookmark: false,
        isComplete: false,
        dueDate: null,
        files: [],
        notes: '',
        steps: [],
        createdAt: `${at(-3, '09:30')}:00`,
        ...more,
    });
    return {
        lists: [
            { id: 1, title: 'Coaching' },
            { id: 2, title: 'Personal' },
        ],
        todos: [
            task(1, 'Prepare Thursday revision session', {
                listId: 1,
                myDay: today,
                isImportant: true,
                dueDate: at(2, '16:00'),
                steps: [
                    { id: 1, title: 'Print practice papers', isComplete: true },
                    { id: 2, title: 'Pick three essay questions', isComplete: false },
                ],
                notes: '<p>Ask <strong>Lisa</strong> which topics the class found hardest.</p>',
            }),
            task(2, 'Review essay drafts', { listId: 1, myDay: today }),
            task(3, 'Send exam dates to parents', { listId: 1, isBookmark: true, isComplete: true }),
            task(4, 'Update the student resource folder', { listId: 1, isBookmark: true }),
            task(5, 'Book dentist appointment', { listId: 2, isImportant: true }),
            task(6, 'Renew library card', { listId: 2, isComplete: true }),
            task(7, 'Plan next term’s timetable', { myDay: today, isComplete: true }),
        ],
        view: 'myday',
        hideCompleted: [],
    };
};
