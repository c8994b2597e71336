import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { DemoPage } from '../DemoPage';
import { NameDialog } from '../NameDialog';
import { boardStore } from './boardStore';
import { isBoardTitleValid } from './boards';
import { BoardTile } from './BoardTile';
import type { Board } from './boardTypes';

type Dialog = { kind: 'new' } | { kind: 'edit'; board: Board } | { kind: 'delete'; board: Board };

interface SectionProps {
    heading: string;
    /** Shown instead of the tiles when there are none. */
    empty: string;
    boards: Board[];
    onDialog: (dialog: Dialog) => void;
    onToggleFavourite: (id: number) => void;
}

/** A headed group of board tiles, or its empty message. */
const BoardSection = ({ heading, empty, boards, onDialog, onToggleFavourite }: SectionProps) => (
    <Box component="section" sx={{ mb: 3 }} aria-label={heading}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {heading}
        </Typography>
        {boards.length === 0 ? (
            <Typography color="text.secondary">{empty}</Typography>
        ) : (
            <Box
                component="ul"
                sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                }}
            >
                {boards.map(board => (
                    <BoardTile
                        key={board.id}
                        board={board}
                        onEdit={() => onDialog({ kind: 'edit', board })}
                        onDelete={() => onDialog({ kind: 'delete', board })}
                        onToggleFavourite={() => onToggleFavourite(board.id)}
                    />
                ))}
            </Box>
        )}
    </Box>
);

/** /scrumboard: favourite and personal boards; new, edit, delete, (un)favourite. */
const BoardListPage = () => {
    const translate = useTranslate();
    const [boards, dispatch] = boardStore.useStore();
    const [dialog, setDialog] = useState<Dialog>();
    const close = () => setDialog(undefined);

    return (
        <DemoPage
            title={translate('demos.scrumboard.title')}
            actions={
                <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'new' })}>
                    {translate('demos.scrumboard.new_board')}
                </Button>
            }
        >
            <Card>
                <CardContent>
                    <BoardSection
                        heading={translate('demos.scrumboard.favourite_boards')}
                        empty={translate('demos.scrumboard.no_favourite_boards')}
                        boards={boards.filter(b => b.isFav)}
                        onDialog={setDialog}
                        onToggleFavourite={id => dispatch({ type: 'toggleFavourite', id })}
                    />
                    <BoardSection
                        heading={translate('demos.scrumboard.personal_boards')}
                        empty={translate('demos.scrumboard.no_personal_boards')}
                        boards={boards.filter(b => !b.isFav)}
                        onDialog={setDialog}
                        onToggleFavourite={id => dispatch({ type: 'toggleFavourite', id })}
                    />
                </CardContent>
                {dialog?.kind === 'new' && (
                    <NameDialog
                        label={translate('demos.scrumboard.board_title')}
                        requiredMessage={translate('demos.scrumboard.title_required')}
                        isValid={isBoardTitleValid}
                        heading={translate('demos.scrumboard.new_board')}
                        initial=""
                        onClose={close}
                        onSave={title => {
                            dispatch({ type: 'add', title });
                            close();
                        }}
                    />
                )}
                {dialog?.kind === 'edit' && (
                    <NameDialog
                        label={translate('demos.scrumboard.board_title')}
                        requiredMessage={translate('demos.scrumboard.title_required')}
                        isValid={isBoardTitleValid}
                        heading={translate('demos.scrumboard.edit_board')}
                        initial={dialog.board.title}
                        onClose={close}
                        onSave={title => {
                            dispatch({ type: 'rename', id: dialog.board.id, title });
                            close();
                        }}
                    />
                )}
                <Confirm
                    isOpen={dialog?.kind === 'delete'}
                    title={translate('demos.scrumboard.delete_confirm', {
                        title: dialog?.kind === 'delete' ? dialog.board.title : '',
                    })}
                    content=""
                    onClose={close}
                    onConfirm={() => {
                        if (dialog?.kind === 'delete') dispatch({ type: 'remove', id: dialog.board.id });
                        close();
                    }}
                />
            </Card>
        </DemoPage>
    );
};

export default BoardListPage;
