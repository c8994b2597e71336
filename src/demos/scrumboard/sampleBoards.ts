import { placeholderImage } from '../placeholderImage';
import type { Board, Card, Comment, Label, Member, Task } from './boardTypes';

const labels: Record<string, Label> = {
    design: { id: 1, name: 'Design', color: '#1565c0' },
    bug: { id: 2, name: 'Bug', color: '#c62828' },
    feature: { id: 3, name: 'Feature', color: '#2e7d32' },
    urgent: { id: 4, name: 'Urgent', color: '#bf360c' },
};

const member = (id: number, first: string, last: string): Member => ({ id, first, last, pics: '' });
const members = {
    bianca: member(1, 'Bianca', 'Jones'),
    liam: member(2, 'Liam', 'Nguyen'),
    olivia: member(3, 'Olivia', 'Smith'),
    noah: member(4, 'Noah', 'Brown'),
};

const comment = (id: number, who: Member, created: number, text: string): Comment => ({
    id,
    first: who.first,
    last: who.last,
    pics: who.pics,
    created,
    comment: text,
});

const columns = (boardId: number, firstId: number): Card[] =>
    ['DO', 'In Working', 'Done'].map((title, index) => ({
        board_id: boardId,
        id: firstId + index,
        sequence: index + 1,
        title,
        user_id: 1,
    }));

const task = (fields: Partial<Task> & Pick<Task, 'id' | 'card_id' | 'sequence' | 'title'>): Task => ({
    completed: false,
    cover: null,
    description: '',
    labels: [],
    members: [],
    owner: members.bianca,
    attachments: [],
    subtasks: [],
    ...fields,
});

// Times of April 2019, as the calendar's sample data.
const APRIL_2019 = 1554076800;
const HOUR = 3600;

export const sampleBoards: Board[] = [
    {
        id: 1,
        title: 'Scrum Board Demo',
        isFav: true,
        cards: columns(1, 1),
        tasks: [
            task({
                id: 1,
                card_id: 1,
                sequence: 1,
                title: 'Design the sign-in page',
                description: 'Mock-ups for desktop and phone.',
                cover: placeholderImage('Sign-in', 210),
                labels: [labels.design, labels.feature],
                members: [members.bianca, members.liam],
                attachments: [{ id: 1, name: 'sign-in-mockup.png', pics: placeholderImage('Mock-up', 210) }],
                subtasks: [
                    {
                        id: 1,
                        title: 'Desktop layout',
                        completed: true,
                        ticket: 'SB-101',
                        comments: [comment(1, members.liam, APRIL_2019 + 10 * HOUR, 'Looks good to me.')],
                    },
                    { id: 2, title: 'Phone layout', completed: false, ticket: 'SB-102', comments: [] },
                ],
            }),
            task({
                id: 2,
                card_id: 1,
                sequence: 2,
                title: 'Fix the date picker',
                description: 'The end date can come before the start date.',
                labels: [labels.bug, labels.urgent],
                members: [members.olivia],
                owner: members.olivia,
                subtasks: [
                    {
                        id: 3,
                        title: 'Reproduce on a phone',
                        completed: false,
                        ticket: 'SB-103',
                        comments: [
                            comment(2, members.olivia, APRIL_2019 + 30 * HOUR, 'Happens in the week view only.'),
                            comment(3, members.noah, APRIL_2019 + 32 * HOUR, 'I will take a look tomorrow.'),
                        ],
                    },
                ],
            }),
            task({
                id: 3,
                card_id: 1,
                sequence: 3,
                title: 'Write release notes',
                labels: [labels.feature],
                members: [members.noah],
            }),
            task({
                id: 4,
                card_id: 2,
                sequence: 1,
                title: 'Student activity report',
                description: 'Completion percentage per student.',
                labels: [labels.feature],
                members: [members.liam, members.noah],
                owner: members.liam,
            }),
            task({
                id: 5,
                card_id: 3,
                sequence: 1,
                title: 'Set up the project',
                completed: true,
                members: [members.bianca],
            }),
        ],
    },
    {
        id: 2,
        title: 'Website Redesign',
        isFav: false,
        cards: columns(2, 4),
        tasks: [
            task({
                id: 6,
                card_id: 4,
                sequence: 1,
                title: 'Collect feedback',
                labels: [labels.design],
                members: [members.olivia],
            }),
            task({
                id: 7,
                card_id: 5,
                sequence: 1,
                title: 'New colour palette',
                labels: [labels.design],
                members: [members.bianca],
            }),
        ],
    },
    { id: 3, title: 'Exam Preparation', isFav: false, cards: columns(3, 7), tasks: [] },
];
