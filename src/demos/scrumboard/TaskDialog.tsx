import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { commentTime } from './boards';
import type { Task } from './boardTypes';
import { fullName, initials } from './TaskCard';

const Section = ({ heading, empty, children }: { heading: string; empty: string; children: ReactNode[] }) => (
    <Box component="section" sx={{ mt: 2 }}>
        <Typography component="h3" variant="subtitle2" sx={{ textTransform: 'uppercase', color: 'text.secondary' }}>
            {heading}
        </Typography>
        {children.length > 0 ? children : <Typography variant="body2">{empty}</Typography>}
    </Box>
);

/** Reads the dialog's own strings. */
const useTaskText = () => {
    const translate = useTranslate();
    return (key: string) => translate(`demos.scrumboard.task.${key}`);
};

/** A subtask with its state, then its comments if any. */
const SubtaskItem = ({ subtask }: { subtask: Task['subtasks'][number] }) => {
    const t = useTaskText();
    return (
        <Box sx={{ mt: 1 }}>
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {subtask.completed ? (
                    <CheckBox fontSize="small" titleAccess={t('completed')} />
                ) : (
                    <CheckBoxOutlineBlank fontSize="small" titleAccess={t('open')} />
                )}
                <span>
                    {subtask.ticket} {subtask.title}
                </span>
            </Typography>
            {subtask.comments.length > 0 && (
                <List dense aria-label={`${t('comments')}: ${subtask.title}`} sx={{ pl: 3 }}>
                    {subtask.comments.map(comment => (
                        <ListItem key={comment.id} disableGutters alignItems="flex-start">
                            <ListItemAvatar>
                                <Avatar alt="" src={comment.pics || undefined} sx={{ bgcolor: 'secondary.dark' }}>
                                    {comment.first[0]}
                                    {comment.last[0]}
                                </Avatar>
                            </ListItemAvatar>
                            <ListItemText
                                primary={`${comment.first} ${comment.last} · ${commentTime(comment.created)}`}
                                secondary={comment.comment}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
        </Box>
    );
};

const TaskLabels = ({ task }: { task: Task }) => {
    const t = useTaskText();
    return (
        <Section heading={t('labels')} empty={t('none')}>
            {task.labels.length > 0
                ? [
                      <Box key="labels" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                          {task.labels.map(label => (
                              <Chip
                                  key={label.id}
                                  label={label.name}
                                  size="small"
                                  sx={{ bgcolor: label.color, color: '#fff' }}
                              />
                          ))}
                      </Box>,
                  ]
                : []}
        </Section>
    );
};

const TaskMembers = ({ task }: { task: Task }) => {
    const t = useTaskText();
    return (
        <Section heading={t('members')} empty={t('none')}>
            {task.members.length > 0
                ? [
                      <List key="members" dense>
                          {task.members.map(member => (
                              <ListItem key={member.id} disableGutters>
                                  <ListItemAvatar>
                                      <Avatar alt="" src={member.pics || undefined} sx={{ bgcolor: 'primary.dark' }}>
                                          {initials(member)}
                                      </Avatar>
                                  </ListItemAvatar>
                                  <ListItemText primary={fullName(member)} />
                              </ListItem>
                          ))}
                      </List>,
                  ]
                : []}
        </Section>
    );
};

const TaskAttachments = ({ task }: { task: Task }) => {
    const t = useTaskText();
    return (
        <Section heading={t('attachments')} empty={t('none')}>
            {task.attachments.length > 0
                ? [
                      <List key="attachments" dense>
                          {task.attachments.map(attachment => (
                              <ListItem key={attachment.id} disableGutters>
                                  <Box
                                      component="img"
                                      src={attachment.pics}
                                      alt=""
                                      sx={{ width: 64, height: 40, objectFit: 'cover', mr: 2, borderRadius: 0.5 }}
                                  />
                                  <ListItemText primary={attachment.name} />
                              </ListItem>
                          ))}
                      </List>,
                  ]
                : []}
        </Section>
    );
};

/** A task's details: labels, members, attachments, subtasks with their comments. */
export const TaskDialog = ({ task, column, onClose }: { task: Task; column: string; onClose: () => void }) => {
    const titleId = useId();
    const t = useTaskText();
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>{task.title}</DialogTitle>
            <DialogContent>
                <Typography variant="body2" color="text.secondary">
                    {column} · {t(task.completed ? 'completed' : 'open')} · {t('owner')}: {fullName(task.owner)}
                </Typography>
                {task.description && <Typography sx={{ mt: 1 }}>{task.description}</Typography>}
                <TaskLabels task={task} />
                <TaskMembers task={task} />
                <TaskAttachments task={task} />
                <Section heading={t('subtasks')} empty={t('none')}>
                    {task.subtasks.map(subtask => (
                        <SubtaskItem key={subtask.id} subtask={subtask} />
                    ))}
                </Section>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{t('close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
