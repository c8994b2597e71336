import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import type { TaskChanges, Todo } from './todoState';

/** The important star and the bookmark of a task, as toggle buttons. */
export const TaskFlags = ({ task, onChange }: { task: Todo; onChange: (changes: TaskChanges) => void }) => {
    const translate = useTranslate();
    return (
        <>
            <IconButton
                aria-label={translate('demos.todo.important')}
                aria-pressed={task.isImportant}
                onClick={() => onChange({ isImportant: !task.isImportant })}
                sx={{ color: task.isImportant ? 'warning.dark' : undefined }}
            >
                {task.isImportant ? <Star /> : <StarBorder />}
            </IconButton>
            <IconButton
                aria-label={translate('demos.todo.bookmark')}
                aria-pressed={task.isBookmark}
                onClick={() => onChange({ isBookmark: !task.isBookmark })}
                sx={{ color: task.isBookmark ? 'primary.main' : undefined }}
            >
                {task.isBookmark ? <Bookmark /> : <BookmarkBorder />}
            </IconButton>
        </>
    );
};
