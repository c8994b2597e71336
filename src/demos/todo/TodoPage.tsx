import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DemoPage } from '../DemoPage';
import { DRAWER_WIDTH, NARROW } from './layout';
import { ListMenu } from './ListMenu';
import { dayOf } from './dates';
import { EntryField } from './EntryField';
import { TaskDialog } from './TaskDialog';
import { TaskList } from './TaskList';
import { TodoSidebar } from './TodoSidebar';
import { isCustomList, visibleTasks } from './todoState';
import { useTodos } from './useTodos';

interface FrameProps {
    narrow: boolean;
    open: boolean;
    onClose: () => void;
    children: ReactNode;
}

/** The lists' column: a drawer opened from the menu button on narrow screens, always in view otherwise. */
const SidebarFrame = ({ narrow, open, onClose, children }: FrameProps) =>
    narrow ? (
        <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
            {children}
        </Drawer>
    ) : (
        <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>{children}</Box>
    );

/** /todo: a demo to-do app on local sample data. */
const TodoPage = () => {
    const translate = useTranslate();
    const [state, dispatch] = useTodos();
    const narrow = useMediaQuery(NARROW);
    const [drawerOpen, setDrawerOpen] = useState(false);
    const [openTaskId, setOpenTaskId] = useState<number>();
    const today = dayOf(new Date());
    const list = isCustomList(state.view) ? state.lists.find(l => l.id === state.view) : undefined;
    const viewTitle = list?.title ?? (isCustomList(state.view) ? '' : translate(`demos.todo.views.${state.view}`));
    const openTask = state.todos.find(task => task.id === openTaskId);

    return (
        <DemoPage title={translate('demos.todo.title')}>
            <Card sx={{ display: 'flex', minHeight: 480 }}>
                <SidebarFrame narrow={narrow} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
                    <TodoSidebar
                        state={state}
                        today={today}
                        dispatch={dispatch}
                        onChosen={() => setDrawerOpen(false)}
                    />
                </SidebarFrame>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Stack
                        direction="row"
                        sx={{ alignItems: 'center', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}
                    >
                        {narrow && (
                            <IconButton
                                aria-label={translate('demos.todo.show_lists')}
                                onClick={() => setDrawerOpen(true)}
                            >
                                <MenuIcon />
                            </IconButton>
                        )}
                        <Typography component="h2" variant="h6" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                            {viewTitle}
                        </Typography>
                        <ListMenu
                            key={state.view}
                            view={state.view}
                            list={list}
                            hidingCompleted={state.hideCompleted.includes(state.view)}
                            dispatch={dispatch}
                        />
                    </Stack>
                    <Stack direction="row" sx={{ gap: 1, p: 1.5 }}>
                        <EntryField
                            label={translate('demos.todo.new_task')}
                            onAdd={title => dispatch({ type: 'addTask', title, today, now: new Date().toISOString() })}
                            button={add => (
                                <Button variant="contained" onClick={add}>
                                    {translate('demos.todo.add')}
                                </Button>
                            )}
                        />
                    </Stack>
                    <TaskList
                        tasks={visibleTasks(state, state.view, today)}
                        lists={state.lists}
                        today={today}
                        dispatch={dispatch}
                        onOpen={task => setOpenTaskId(task.id)}
                    />
                </Box>
            </Card>
            {openTask && (
                <TaskDialog
                    key={openTask.id}
                    task={openTask}
                    dispatch={dispatch}
                    onClose={() => setOpenTaskId(undefined)}
                />
            )}
        </DemoPage>
    );
};
export default TodoPage;
