import Close from '@mui/icons-material/Close';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { EntryField } from './EntryField';
import type { TodoAction, TodoStep } from './todoState';

interface Props {
    taskId: number;
    steps: readonly TodoStep[];
    dispatch: (action: TodoAction) => void;
}

/** A task's steps: each can be ticked off or removed; 'Next Step..' adds one on Enter. */
export const TaskSteps = ({ taskId, steps, dispatch }: Props) => {
    const translate = useTranslate();
    return (
        <>
            {steps.length > 0 && (
                <List dense disablePadding aria-label={translate('demos.todo.steps')}>
                    {steps.map(step => (
                        <ListItem
                            key={step.id}
                            disableGutters
                            secondaryAction={
                                <IconButton
                                    edge="end"
                                    aria-label={translate('demos.todo.delete_step', { title: step.title })}
                                    onClick={() => dispatch({ type: 'deleteStep', taskId, stepId: step.id })}
                                >
                                    <Close />
                                </IconButton>
                            }
                        >
                            <ListItemIcon sx={{ minWidth: 40 }}>
                                <Checkbox
                                    edge="start"
                                    checked={step.isComplete}
                                    onChange={() => dispatch({ type: 'toggleStep', taskId, stepId: step.id })}
                                    slotProps={{ input: { 'aria-label': step.title } }}
                                />
                            </ListItemIcon>
                            <ListItemText
                                primary={step.title}
                                slotProps={{
                                    primary: { sx: { textDecoration: step.isComplete ? 'line-through' : undefined } },
                                }}
                                sx={{ overflowWrap: 'anywhere' }}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
            <EntryField
                label={translate('demos.todo.next_step')}
                onAdd={title => dispatch({ type: 'addStep', taskId, title })}
            />
        </>
    );
};
