import ArrowBack from '@mui/icons-material/ArrowBack';
import CloudUpload from '@mui/icons-material/CloudUpload';
import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Folder } from './sampleFiles';
import { useFileManagerText } from './useFileManagerText';

export type ViewMode = 'grid' | 'list';

interface Props {
    /** The open folder; undefined at the root. */
    folder: Folder | undefined;
    mode: ViewMode;
    onMode: (mode: ViewMode) => void;
    onRoot: () => void;
    onAddFolder: () => void;
    onUpload: () => void;
}

/** Where the view is: storage > root > folder. */
const FileManagerBreadcrumbs = ({ folder, onRoot }: Pick<Props, 'folder' | 'onRoot'>) => {
    const t = useFileManagerText();
    return (
        <Breadcrumbs aria-label={t('storage')} separator=">" sx={{ mb: 2 }}>
            <Typography color="text.secondary">{t('storage')}</Typography>
            {folder ? (
                <Link component="button" underline="hover" onClick={onRoot}>
                    {t('root')}
                </Link>
            ) : (
                <Typography color="text.primary" aria-current="page">
                    {t('root')}
                </Typography>
            )}
            {folder && (
                <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
                    {folder.name}
                </Typography>
            )}
        </Breadcrumbs>
    );
};

/** Breadcrumbs, then back or add folder, upload and the grid/list switch. */
export const FileManagerToolbar = ({ folder, mode, onMode, onRoot, onAddFolder, onUpload }: Props) => {
    const t = useFileManagerText();
    return (
        <>
            <FileManagerBreadcrumbs folder={folder} onRoot={onRoot} />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
                {folder ? (
                    <Button startIcon={<ArrowBack />} onClick={onRoot}>
                        {t('back')}
                    </Button>
                ) : (
                    <Button variant="outlined" startIcon={<CreateNewFolder />} onClick={onAddFolder}>
                        {t('add_folder')}
                    </Button>
                )}
                <Button variant="contained" startIcon={<CloudUpload />} onClick={onUpload}>
                    {t('upload')}
                </Button>
                <ToggleButtonGroup
                    value={mode}
                    exclusive
                    size="small"
                    aria-label={t('view')}
                    onChange={(_, value: ViewMode | null) => value && onMode(value)}
                    sx={{ ml: 'auto' }}
                >
                    <ToggleButton value="grid" aria-label={t('grid_view')}>
                        <GridView />
                    </ToggleButton>
                    <ToggleButton value="list" aria-label={t('list_view')}>
                        <ViewList />
                    </ToggleButton>
                </ToggleButtonGroup>
            </Stack>
        </>
    );
};
