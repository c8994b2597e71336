import MoreVert from '@mui/icons-material/MoreVert';
import Star from '@mui/icons-material/Star';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Board } from './boardTypes';

interface BoardTileProps {
    board: Board;
    onEdit: () => void;
    onDelete: () => void;
    onToggleFavourite: () => void;
}

/** A board on the board list: opens the board; its menu edits, deletes and (un)favourites it. */
export const BoardTile = ({ board, onEdit, onDelete, onToggleFavourite }: BoardTileProps) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const pick = (action: () => void) => () => {
        setAnchor(null);
        action();
    };
    return (
        <Card variant="outlined" sx={{ position: 'relative', height: '100%' }} component="li">
            <CardActionArea component={Link} to={`/scrumboard/board/${board.id}`} sx={{ height: '100%' }}>
                <CardContent sx={{ pr: 6, minHeight: 96 }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {board.isFav && (
                            <Star
                                fontSize="small"
                                sx={{ color: 'warning.dark', verticalAlign: 'text-bottom', mr: 0.5 }}
                            />
                        )}
                        {board.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('demos.scrumboard.cards_count', { count: board.tasks.length })}
                    </Typography>
                </CardContent>
            </CardActionArea>
            <IconButton
                aria-label={translate('demos.common.more_actions', { name: board.title })}
                aria-haspopup="menu"
                onClick={e => setAnchor(e.currentTarget)}
                sx={{ position: 'absolute', top: 8, right: 4 }}
            >
                <MoreVert />
            </IconButton>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                <MenuItem onClick={pick(onEdit)}>{translate('demos.scrumboard.edit')}</MenuItem>
                <MenuItem onClick={pick(onToggleFavourite)}>
                    {translate(board.isFav ? 'demos.scrumboard.remove_favourite' : 'demos.scrumboard.add_favourite')}
                </MenuItem>
                <MenuItem onClick={pick(onDelete)}>{translate('demos.scrumboard.delete')}</MenuItem>
            </Menu>
        </Card>
    );
};
