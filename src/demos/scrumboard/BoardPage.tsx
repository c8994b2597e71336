import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DragDropContext, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DemoPage } from '../DemoPage';
import { Link, useParams } from 'react-router-dom';
import { boardStore } from './boardStore';
import { tasksOf } from './boards';
import { TaskCard } from './TaskCard';
import { TaskDialog } from './TaskDialog';
import type { Card as BoardCard, Task } from './boardTypes';

interface ColumnProps {
    column: BoardCard;
    tasks: Task[];
    onOpenTask: (id: number) => void;
}

/** One column: its heading with the count, then its tasks as a drop target. */
const BoardColumn = ({ column, tasks, onOpenTask }: ColumnProps) => {
    const translate = useTranslate();
    const headingId = `column-${column.id}`;
    return (
        <Paper
            component="section"
            aria-labelledby={headingId}
            variant="outlined"
            sx={{ flex: '0 0 272px', bgcolor: 'action.hover', p: 1 }}
        >
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5, mb: 1 }}>
                {column.title} ({tasks.length})
            </Typography>
            <Droppable droppableId={String(column.id)}>
                {provided => (
                    <Box
                        ref={provided.innerRef}
                        {...provided.droppableProps}
                        data-column={column.title}
                        sx={{ minHeight: 80 }}
                    >
                        {tasks.map((task, index) => (
                            <TaskCard key={task.id} task={task} index={index} onOpen={() => onOpenTask(task.id)} />
                        ))}
                        {provided.placeholder}
                        {tasks.length === 0 && (
                            <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
                                {translate('demos.scrumboard.empty_column')}
                            </Typography>
                        )}
                    </Box>
                )}
            </Droppable>
        </Paper>
    );
};

/** /scrumboard/board/{id}: the board's columns; tasks move by mouse or keyboard and open on click. */
const BoardPage = () => {
    const translate = useTranslate();
    const { id } = useParams();
    const [boards, dispatch] = boardStore.useStore();
    const [openTaskId, setOpenTaskId] = useState<number>();
    const board = boards.find(b => String(b.id) === id);

    const back = (
        <Button component={Link} to="/scrumboard" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
            {translate('demos.scrumboard.back_to_boards')}
        </Button>
    );
    if (!board) {
        return (
            <DemoPage title={translate('demos.scrumboard.not_found')}>
                <Card>
                    <CardContent>{back}</CardContent>
                </Card>
            </DemoPage>
        );
    }
    const drop = ({ draggableId, destination }: DropResult) => {
        if (!destination) return;
        dispatch({
            type: 'moveTask',
            boardId: board.id,
            taskId: Number(draggableId),
            toCardId: Number(destination.droppableId),
            toIndex: destination.index,
        });
    };
    const openTask = board.tasks.find(t => t.id === openTaskId);
    const columns = [...board.cards].sort((a, b) => a.sequence - b.sequence);
    return (
        <DemoPage title={board.title}>
            <Card>
                <CardContent>
                    {back}
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('demos.scrumboard.drag_hint')}
                    </Typography>
                    <DragDropContext
                        onDragEnd={drop}
                        dragHandleUsageInstructions={translate('demos.scrumboard.drag_hint')}
                    >
                        {/* Width 0 with a 100% minimum: the row scrolls sideways instead of widening the page. */}
                        <Box
                            sx={{
                                display: 'flex',
                                gap: 2,
                                overflowX: 'auto',
                                pb: 1,
                                alignItems: 'flex-start',
                                width: 0,
                                minWidth: '100%',
                            }}
                        >
                            {columns.map(column => (
                                <BoardColumn
                                    key={column.id}
                                    column={column}
                                    tasks={tasksOf(board, column.id)}
                                    onOpenTask={setOpenTaskId}
                                />
                            ))}
                        </Box>
                    </DragDropContext>
                </CardContent>
                {openTask && (
                    <TaskDialog
                        task={openTask}
                        column={board.cards.find(c => c.id === openTask.card_id)?.title ?? ''}
                        onClose={() => setOpenTaskId(undefined)}
                    />
                )}
            </Card>
        </DemoPage>
    );
};

export default BoardPage;
