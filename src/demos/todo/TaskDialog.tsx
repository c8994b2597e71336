import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import WbSunny from '@mui/icons-material/WbSunny';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useId, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { DueDateField } from './DueDateField';
import { dayOf, formatMoment } from './dates';
import { TaskFiles } from './TaskFiles';
import { TaskFlags } from './TaskFlags';
import { TaskSteps } from './TaskSteps';
import { inMyDay, type TaskChanges, type Todo, type TodoAction } from './todoState';
import { NARROW } from './layout';

const NoteEditor = lazy(() => import('./NoteEditor'));

interface Props {
    task: Todo;
    dispatch: (action: TodoAction) => void;
    onClose: () => void;
}

/** The task's tick, its title (saved on blur or Enter) and its star and bookmark. */
const TaskTitleRow = ({ task, onChange }: { task: Todo; onChange: (changes: TaskChanges) => void }) => {
    const translate = useTranslate();
    const [title, setTitle] = useState(task.title);
    // A blank title is not kept: the field goes back to the last one.
    const commitTitle = () => (title.trim() ? onChange({ title }) : setTitle(task.title));
    return (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Checkbox
                checked={task.isComplete}
                onChange={() => onChange({ isComplete: !task.isComplete })}
                slotProps={{ input: { 'aria-label': translate('demos.todo.completed') } }}
            />
            <TextField
                label={translate('demos.todo.title_field')}
                value={title}
                onChange={event => setTitle(event.target.value)}
                onBlur={commitTitle}
                onKeyDown={event => event.key === 'Enter' && commitTitle()}
                size="small"
                fullWidth
                sx={{ '& input': { textDecoration: task.isComplete ? 'line-through' : undefined } }}
            />
            <TaskFlags task={task} onChange={onChange} />
        </Stack>
    );
};

interface MyDayProps {
    task: Todo;
    today: string;
    dispatch: (action: TodoAction) => void;
}

/** Whether the task is in My Day, with the button that adds it or the cross that takes it out. */
const MyDayToggle = ({ task, today, dispatch }: MyDayProps) => {
    const translate = useTranslate();
    const toggle = () => dispatch({ type: 'toggleMyDay', id: task.id, today });
    return inMyDay(task, today) ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <WbSunny color="warning" aria-hidden />
            <Typography sx={{ flex: 1 }}>{translate('demos.todo.added_to_my_day')}</Typography>
            <IconButton aria-label={translate('demos.todo.remove_from_my_day')} onClick={toggle}>
                <Close />
            </IconButton>
        </Stack>
    ) : (
        <Button startIcon={<WbSunnyOutlined />} onClick={toggle} sx={{ alignSelf: 'flex-start' }}>
            {translate('demos.todo.add_to_my_day')}
        </Button>
    );
};

/** Everything about one task: title, steps, My Day, due date, files, note; and deleting it. */
export const TaskDialog = ({ task, dispatch, onClose }: Props) => {
    const translate = useTranslate();
    const narrow = useMediaQuery(NARROW);
    const titleId = useId();
    const [confirmDelete, setConfirmDelete] = useState(false);
    const today = dayOf(new Date());
    const change = (changes: TaskChanges) => dispatch({ type: 'updateTask', id: task.id, changes });

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={narrow} aria-labelledby={titleId}>
            <DialogTitle id={titleId} sx={{ pr: 6 }}>
                {translate('demos.todo.task')}
                <IconButton
                    aria-label={translate('ra.action.close')}
                    onClick={onClose}
                    sx={{ position: 'absolute', right: 8, top: 8 }}
                >
                    <Close />
                </IconButton>
            </DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <TaskTitleRow task={task} onChange={change} />
                    <TaskSteps taskId={task.id} steps={task.steps} dispatch={dispatch} />
                    <Divider />
                    <MyDayToggle task={task} today={today} dispatch={dispatch} />
                    <DueDateField value={task.dueDate} onChange={dueDate => change({ dueDate })} />
                    <TaskFiles
                        files={task.files}
                        onAdd={files => dispatch({ type: 'addFiles', taskId: task.id, files })}
                        onRemove={fileId => dispatch({ type: 'removeFile', taskId: task.id, fileId })}
                    />
                    <Divider />
                    <Suspense fallback={<Skeleton variant="rounded" height={140} />}>
                        <NoteEditor value={task.notes} onChange={notes => change({ notes })} />
                    </Suspense>
                </Stack>
            </DialogContent>
            <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
                <Typography variant="body2" color="text.secondary">
                    {translate('demos.todo.created_at', {
                        date: formatMoment(new Date(task.createdAt)),
                    })}
                </Typography>
                <Button color="error" startIcon={<Delete />} onClick={() => setConfirmDelete(true)}>
                    {translate('demos.todo.delete_task')}
                </Button>
            </DialogActions>
            <Confirm
                isOpen={confirmDelete}
                title="demos.todo.delete_task"
                content="demos.todo.delete_task_confirm"
                confirmColor="warning"
                onConfirm={() => {
                    setConfirmDelete(false);
                    onClose();
                    dispatch({ type: 'deleteTask', id: task.id });
                }}
                onClose={() => setConfirmDelete(false)}
            />
        </Dialog>
    );
};
