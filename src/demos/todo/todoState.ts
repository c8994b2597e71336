/** The to-do demo's entities (spec part 2, section 3). */
export interface TodoStep {
    id: number;
    title: string;
    isComplete: boolean;
}

/** A file attached from the user's computer; it stays in the browser, only its name and size are kept. */
export interface TodoFile {
    id: number;
    name: string;
    size: number;
}

export interface Todo {
    id: number;
    title: string;
    /** The custom list holding the task; null for a task made in My day, Important or Bookmarked. */
    listId: number | null;
    /** The day (yyyy-MM-dd) it was put in My Day, or false. It counts as in My Day on that day only. */
    myDay: string | false;
    isImportant: boolean;
    isBookmark: boolean;
    isComplete: boolean;
    /** Local date and time, yyyy-MM-ddTHH:mm, on a quarter hour. */
    dueDate: string | null;
    files: TodoFile[];
    /** The note as HTML from the note editor. */
    notes: string;
    steps: TodoStep[];
    createdAt: string;
}

/** A custom list; its count is worked out from the tasks (`listCount`), not stored. */
export interface TodoList {
    id: number;
    title: string;
}

export const SMART_VIEWS = ['myday', 'important', 'bookmarked'] as const;
export type SmartView = (typeof SMART_VIEWS)[number];
/** What the main panel shows: one of the built-in lists or a custom list's id. */
export type View = SmartView | number;

export interface TodoState {
    lists: TodoList[];
    todos: Todo[];
    view: View;
    /** The views whose completed tasks are hidden. */
    hideCompleted: View[];
}

export type TaskChanges = Partial<
    Pick<Todo, 'title' | 'isComplete' | 'isImportant' | 'isBookmark' | 'dueDate' | 'notes'>
>;

export type TodoAction =
    | { type: 'selectView'; view: View }
    | { type: 'addList'; title: string }
    | { type: 'renameList'; id: number; title: string }
    | { type: 'deleteList'; id: number }
    | { type: 'toggleHideCompleted'; view: View }
    | { type: 'addTask'; title: string; today: string; now: string }
    | { type: 'updateTask'; id: number; changes: TaskChanges }
    | { type: 'toggleMyDay'; id: number; today: string }
    | { type: 'deleteTask'; id: number }
    | { type: 'addStep'; taskId: number; title: string }
    | { type: 'toggleStep'; taskId: number; stepId: number }
    | { type: 'deleteStep'; taskId: number; stepId: number }
    | { type: 'addFiles'; taskId: number; files: readonly Pick<TodoFile, 'name' | 'size'>[] }
    | { type: 'removeFile'; taskId: number; fileId: number };

const nextId = (items: readonly { id: number }[]) => Math.max(0, ...items.map(item => item.id)) + 1;

const changeTask = (state: TodoState, id: number, change: (todo: Todo) => Todo): TodoState => ({
    ...state,
    todos: state.todos.map(todo => (todo.id === id ? change(todo) : todo)),
});

/** A new task belongs to the view it is typed in. */
const newTask = (state: TodoState, title: string, today: string, now: string): Todo => ({
    id: nextId(state.todos),
    title,
    listId: typeof state.view === 'number' ? state.view : null,
    myDay: state.view === 'myday' ? today : false,
    isImportant: state.view === 'important',
    isBookmark: state.view === 'bookmarked',
    isComplete: false,
    dueDate: null,
    files: [],
    notes: '',
    steps: [],
    createdAt: now,
});

type ActionOf<K extends TodoAction['type']> = Extract<TodoAction, { type: K }>;
type Handlers = { [K in TodoAction['type']]: (state: TodoState, action: ActionOf<K>) => TodoState };

const listHandlers = {
    selectView: (state, action) => ({ ...state, view: action.view }),
    addList: (state, action) => {
        const title = action.title.trim();
        if (!title) return state;
        const list = { id: nextId(state.lists), title };
        return { ...state, lists: [...state.lists, list], view: list.id };
    },
    renameList: (state, action) => {
        const title = action.title.trim();
        if (!title) return state;
        return { ...state, lists: state.lists.map(list => (list.id === action.id ? { ...list, title } : list)) };
    },
    deleteList: (state, action) => ({
        ...state,
        lists: state.lists.filter(list => list.id !== action.id),
        todos: state.todos.filter(todo => todo.listId !== action.id),
        hideCompleted: state.hideCompleted.filter(view => view !== action.id),
        view: state.view === action.id ? 'myday' : state.view,
    }),
    toggleHideCompleted: (state, action) => ({
        ...state,
        hideCompleted: state.hideCompleted.includes(action.view)
            ? state.hideCompleted.filter(view => view !== action.view)
            : [...state.hideCompleted, action.view],
    }),
} satisfies Partial<Handlers>;

const taskHandlers = {
    addTask: (state, action) => {
        const title = action.title.trim();
        if (!title) return state;
        return { ...state, todos: [...state.todos, newTask(state, title, action.today, action.now)] };
    },
    updateTask: (state, action) => {
        const { title, ...changes } = action.changes;
        const kept = title?.trim();
        return changeTask(state, action.id, todo => ({ ...todo, ...changes, ...(kept ? { title: kept } : {}) }));
    },
    toggleMyDay: (state, action) =>
        changeTask(state, action.id, todo => ({ ...todo, myDay: todo.myDay === action.today ? false : action.today })),
    deleteTask: (state, action) => ({ ...state, todos: state.todos.filter(todo => todo.id !== action.id) }),
} satisfies Partial<Handlers>;

const stepHandlers = {
    addStep: (state, action) => {
        const title = action.title.trim();
        if (!title) return state;
        return changeTask(state, action.taskId, todo => ({
            ...todo,
            steps: [...todo.steps, { id: nextId(todo.steps), title, isComplete: false }],
        }));
    },
    toggleStep: (state, action) =>
        changeTask(state, action.taskId, todo => ({
            ...todo,
            steps: todo.steps.map(step =>
                step.id === action.stepId ? { ...step, isComplete: !step.isComplete } : step,
            ),
        })),
    deleteStep: (state, action) =>
        changeTask(state, action.taskId, todo => ({
            ...todo,
            steps: todo.steps.filter(step => step.id !== action.stepId),
        })),
} satisfies Partial<Handlers>;

const fileHandlers = {
    addFiles: (state, action) =>
        changeTask(state, action.taskId, todo => {
            const first = nextId(todo.files);
            const added = action.files.map((file, index) => ({ id: first + index, name: file.name, size: file.size }));
            return { ...todo, files: [...todo.files, ...added] };
        }),
    removeFile: (state, action) =>
        changeTask(state, action.taskId, todo => ({
            ...todo,
            files: todo.files.filter(file => file.id !== action.fileId),
        })),
} satisfies Partial<Handlers>;

const handlers: Handlers = { ...listHandlers, ...taskHandlers, ...stepHandlers, ...fileHandlers };

/** Names and titles must not be blank: a blank one is ignored. */
export const todoReducer = (state: TodoState, action: TodoAction): TodoState =>
    // The map pairs each type with its own action; TypeScript cannot follow that through the lookup.
    (handlers[action.type] as (state: TodoState, action: TodoAction) => TodoState)(state, action);

export const inMyDay = (todo: Todo, today: string) => todo.myDay === today;

const inView = (todo: Todo, view: View, today: string): boolean => {
    switch (view) {
        case 'myday':
            return inMyDay(todo, today);
        case 'important':
            return todo.isImportant;
        case 'bookmarked':
            return todo.isBookmark;
        default:
            return todo.listId === view;
    }
};

/** The tasks a view shows, without the completed ones when the view hides them. */
export const visibleTasks = (state: TodoState, view: View, today: string): Todo[] => {
    const hide = state.hideCompleted.includes(view);
    return state.todos.filter(todo => inView(todo, view, today) && !(hide && todo.isComplete));
};

/** A list's count in the sidebar: its tasks still to do. */
export const listCount = (todos: readonly Todo[], view: View, today: string) =>
    todos.filter(todo => !todo.isComplete && inView(todo, view, today)).length;

export const isCustomList = (view: View): view is number => typeof view === 'number';
