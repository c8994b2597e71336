import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Draggable } from '@hello-pangea/dnd';
import type { KeyboardEvent } from 'react';
import type { Member, Task } from './boardTypes';

export const initials = (member: Member) => `${member.first[0] ?? ''}${member.last[0] ?? ''}`;
export const fullName = (member: Member) => `${member.first} ${member.last}`;

interface TaskCardProps {
    task: Task;
    index: number;
    onOpen: () => void;
}

/**
 * A task on the board. The whole card is the drag handle (a button to
 * assistive technology): Space lifts it, the arrows move it, Space drops it,
 * Enter or a click opens it.
 */
export const TaskCard = ({ task, index, onOpen }: TaskCardProps) => (
    <Draggable draggableId={String(task.id)} index={index}>
        {(provided, snapshot) => (
            <Paper
                ref={provided.innerRef}
                {...provided.draggableProps}
                {...provided.dragHandleProps}
                data-task-id={task.id}
                onClick={onOpen}
                onKeyDown={(e: KeyboardEvent) => {
                    if (e.key === 'Enter') onOpen();
                }}
                elevation={snapshot.isDragging ? 6 : 1}
                sx={{
                    p: 1.5,
                    mb: 1,
                    cursor: 'grab',
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
            >
                {task.cover && (
                    <Box
                        component="img"
                        src={task.cover}
                        alt=""
                        sx={{ width: '100%', height: 80, objectFit: 'cover', borderRadius: 1, mb: 1 }}
                    />
                )}
                {task.labels.length > 0 && (
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 0.5 }}>
                        {task.labels.map(label => (
                            <Box
                                key={label.id}
                                component="span"
                                sx={{
                                    bgcolor: label.color,
                                    color: '#fff',
                                    borderRadius: 1,
                                    px: 0.75,
                                    fontSize: 12,
                                    lineHeight: '20px',
                                }}
                            >
                                {label.name}
                            </Box>
                        ))}
                    </Box>
                )}
                <Typography
                    variant="body2"
                    sx={{ fontWeight: 500, textDecoration: task.completed ? 'line-through' : undefined }}
                >
                    {task.title}
                </Typography>
                {task.members.length > 0 && (
                    <AvatarGroup
                        max={4}
                        sx={{
                            justifyContent: 'flex-end',
                            mt: 1,
                            '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 },
                        }}
                    >
                        {task.members.map(member => (
                            <Avatar
                                key={member.id}
                                alt={fullName(member)}
                                src={member.pics || undefined}
                                sx={{ bgcolor: 'primary.dark' }}
                            >
                                {initials(member)}
                            </Avatar>
                        ))}
                    </AvatarGroup>
                )}
            </Paper>
        )}
    </Draggable>
);
