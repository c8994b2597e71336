import Folder from '@mui/icons-material/Folder';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { shortName } from './files';

export const createdDate = (created: number) => format(created, 'dd/MM/yyyy');

interface ItemAction {
    label: string;
    run: () => void;
}

interface FileManagerItemProps {
    name: string;
    created: number;
    /** A file's image; folders show a folder icon. */
    image?: string;
    /** Accessible name of the open button. */
    openLabel: string;
    mode: 'grid' | 'list';
    onOpen: () => void;
    actions: ItemAction[];
}

/** A file's picture, or a folder icon, sized for a tile or a row. */
const ItemPicture = ({ image, grid }: { image?: string; grid: boolean }) =>
    image ? (
        <Box
            component="img"
            src={image}
            alt=""
            sx={
                // The whole picture, letterboxed in its box: cropped, a sample's caption lost all but a few letters.
                grid
                    ? { width: '100%', height: 96, objectFit: 'contain', borderRadius: 1 }
                    : { width: 40, height: 28, objectFit: 'contain', borderRadius: 0.5 }
            }
        />
    ) : (
        <Folder sx={{ color: 'warning.dark', fontSize: grid ? 72 : 28 }} />
    );

/** The item's more-actions button, top right on a tile and centred on a row, and the menu it opens. */
const ItemMenu = ({ name, grid, actions }: { name: string; grid: boolean; actions: ItemAction[] }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <IconButton
                aria-label={translate('demos.common.more_actions', { name })}
                aria-haspopup="menu"
                onClick={e => setAnchor(e.currentTarget)}
                sx={{
                    position: 'absolute',
                    top: grid ? 4 : '50%',
                    right: 4,
                    transform: grid ? undefined : 'translateY(-50%)',
                }}
            >
                <MoreVert />
            </IconButton>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {actions.map(action => (
                    <MenuItem
                        key={action.label}
                        onClick={() => {
                            setAnchor(null);
                            action.run();
                        }}
                    >
                        {action.label}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};

/** A folder or a file, as a tile (grid) or a row (list): opens on click, with its own menu. */
export const FileManagerItem = ({ name, created, image, openLabel, mode, onOpen, actions }: FileManagerItemProps) => {
    const grid = mode === 'grid';
    return (
        <Paper component="li" variant="outlined" sx={{ position: 'relative', listStyle: 'none' }}>
            <ButtonBase
                onClick={onOpen}
                aria-label={openLabel}
                title={name}
                data-open
                sx={{
                    width: '100%',
                    p: 1.5,
                    pr: 6,
                    display: 'flex',
                    flexDirection: grid ? 'column' : 'row',
                    alignItems: grid ? 'stretch' : 'center',
                    justifyContent: 'flex-start',
                    gap: grid ? 1 : 2,
                    textAlign: 'left',
                    borderRadius: 1,
                }}
            >
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                    <ItemPicture image={image} grid={grid} />
                </Box>
                <Box
                    sx={{
                        minWidth: 0,
                        flex: grid ? undefined : 1,
                        display: grid ? 'block' : 'flex',
                        gap: 2,
                        alignItems: 'baseline',
                    }}
                >
                    <Typography variant="body2" sx={{ fontWeight: 500, flex: 1 }} data-name>
                        {shortName(name)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                        {createdDate(created)}
                    </Typography>
                </Box>
            </ButtonBase>
            <ItemMenu name={name} grid={grid} actions={actions} />
        </Paper>
    );
};
