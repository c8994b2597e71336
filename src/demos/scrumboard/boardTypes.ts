/** The scrum board demo's entities (spec part 2, section 3). */
export interface Label {
    id: number;
    name: string;
    color: string;
}
export interface Member {
    id: number;
    first: string;
    last: string;
    pics: string;
}
interface Attachment {
    id: number;
    name: string;
    pics: string;
}
export interface Comment {
    id: number;
    first: string;
    last: string;
    pics: string;
    /** Epoch seconds. */
    created: number;
    comment: string;
}
interface Subtask {
    id: number;
    title: string;
    completed: boolean;
    ticket: string;
    comments: Comment[];
}
export interface Task {
    id: number;
    completed: boolean;
    /** The column (card) holding the task. */
    card_id: number;
    /** Position in its column, from 1. */
    sequence: number;
    cover: string | null;
    title: string;
    description: string;
    labels: Label[];
    members: Member[];
    owner: Member;
    attachments: Attachment[];
    subtasks: Subtask[];
}
/** A column of a board. */
export interface Card {
    board_id: number;
    id: number;
    sequence: number;
    title: string;
    user_id: number;
}
export interface Board {
    id: number;
    title: string;
    isFav: boolean;
    cards: Card[];
    tasks: Task[];
}
