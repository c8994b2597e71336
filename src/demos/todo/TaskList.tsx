import Description from '@mui/icons-material/Description';
import AttachFile from '@mui/icons-material/AttachFile';
import WbSunny from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDueDate } from './dates';
import { TaskFlags } from './TaskFlags';
import { inMyDay, type Todo, type TodoAction, type TodoList } from './todoState';

interface Props {
    tasks: readonly Todo[];
    lists: readonly TodoList[];
    today: string;
    dispatch: (action: TodoAction) => void;
    onOpen: (task: Todo) => void;
}

const Detail = ({ children }: { children: ReactNode }) => (
    <Stack component="span" direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        {children}
    </Stack>
);

interface DetailsProps {
    task: Todo;
    listTitle?: string;
    today: string;
}

/** The line under a task's title: its list, My Day, steps done, due date, files and note. */
const TaskDetails = ({ task, listTitle, today }: DetailsProps) => {
    const translate = useTranslate();
    const stepsDone = task.steps.filter(step => step.isComplete).length;
    return (
        <Box
            component="span"
            sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 1.5,
                typography: 'caption',
                color: 'text.secondary',
            }}
        >
            {listTitle && <span>{listTitle}</span>}
            {inMyDay(task, today) && (
                <Detail>
                    <WbSunny sx={{ fontSize: 14 }} aria-hidden />
                    {translate('demos.todo.views.myday')}
                </Detail>
            )}
            {task.steps.length > 0 && (
                <span>
                    {translate('demos.todo.steps_done', {
                        done: stepsDone,
                        total: task.steps.length,
                    })}
                </span>
            )}
            {task.dueDate && <span>{translate('demos.todo.due', { date: formatDueDate(task.dueDate) })}</span>}
            {task.files.length > 0 && (
                <Detail>
                    <AttachFile sx={{ fontSize: 14 }} aria-hidden />
                    {translate('demos.todo.file_count', { smart_count: task.files.length })}
                </Detail>
            )}
            {task.notes && (
                <Detail>
                    <Description sx={{ fontSize: 14 }} aria-hidden />
                    {translate('demos.todo.note')}
                </Detail>
            )}
        </Box>
    );
};

/** The tasks of a view: tick to complete (struck through), open for details, star and bookmark. */
export const TaskList = ({ tasks, lists, today, dispatch, onOpen }: Props) => {
    const translate = useTranslate();
    if (tasks.length === 0) {
        return (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                {translate('demos.todo.empty')}
            </Typography>
        );
    }
    return (
        <List aria-label={translate('demos.todo.tasks')}>
            {tasks.map(task => {
                const listTitle = lists.find(list => list.id === task.listId)?.title;
                return (
                    <ListItem key={task.id} disablePadding divider sx={{ pl: 1, pr: 0.5 }} data-testid="todo-task">
                        <Checkbox
                            checked={task.isComplete}
                            onChange={() =>
                                dispatch({ type: 'updateTask', id: task.id, changes: { isComplete: !task.isComplete } })
                            }
                            slotProps={{
                                input: { 'aria-label': translate('demos.todo.complete', { title: task.title }) },
                            }}
                        />
                        <ListItemButton
                            onClick={() => onOpen(task)}
                            sx={{ minWidth: 0, flexDirection: 'column', alignItems: 'flex-start' }}
                        >
                            <Typography
                                sx={{
                                    textDecoration: task.isComplete ? 'line-through' : undefined,
                                    color: task.isComplete ? 'text.secondary' : undefined,
                                    overflowWrap: 'anywhere',
                                }}
                            >
                                {task.title}
                            </Typography>
                            <TaskDetails task={task} listTitle={listTitle} today={today} />
                        </ListItemButton>
                        <TaskFlags
                            task={task}
                            onChange={changes => dispatch({ type: 'updateTask', id: task.id, changes })}
                        />
                    </ListItem>
                );
            })}
        </List>
    );
};
