import Check from '@mui/icons-material/Check';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type SavedView, VIEW_TEXTS, viewApplies, viewSearch, viewStateOf } from '../../shared/savedViews';
import type { ResourceDeclaration } from '../../shared/types';
import { useListColumns } from './useColumnChoice';
import { useSavedViews } from './useSavedViews';
import { useCapabilities } from './useExtra';
import { useViewsKeptByApi } from './usePermissions';
import { useText } from './useText';
import { ListPanel } from './ListPanel';
import { OnceOpened } from './OnceOpened';
import { ViewNameDialog } from './ViewNameDialog';
import { TOOL_ICONS, ToolButton } from './ToolButton';

type Asked = { kind: 'save' } | { kind: 'rename' | 'delete'; view: SavedView };

const VIEW_LINK = 'data-view-link';
const STEPS: Record<string, (at: number, count: number) => number> = {
    ArrowDown: (at, count) => (at + 1) % count,
    ArrowUp: (at, count) => (at < 0 ? count - 1 : (at - 1 + count) % count),
    Home: () => 0,
    End: (_at, count) => count - 1,
};

/** Arrow keys, Home and End move between the views (as in a menu); Tab still reaches each view's own menu. */
const moveBetweenViews = (event: KeyboardEvent<HTMLElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${VIEW_LINK}]`)];
    if (!links.length) return;
    event.preventDefault();
    const at = links.findIndex(link => link === document.activeElement);
    links[step(at, links.length)].focus();
};

/** One saved view: a link that applies it, and the owner's menu button. */
const SavedViewItem = ({
    view,
    current,
    onManage,
    onOpen,
}: {
    view: SavedView;
    current: boolean;
    onManage: (el: HTMLElement) => void;
    onOpen: () => void;
}) => {
    const text = useText();
    return (
        <ListItem
            disablePadding
            secondaryAction={
                view.mine && (
                    <IconButton
                        size="small"
                        aria-label={text(VIEW_TEXTS.manage, { name: view.name })}
                        aria-haspopup="menu"
                        onClick={event => onManage(event.currentTarget)}
                    >
                        <MoreVert fontSize="small" />
                    </IconButton>
                )
            }
        >
            <ListItemButton
                component={RouterLink}
                to={{ search: `?${viewSearch(view.state)}` }}
                {...{ [VIEW_LINK]: '' }}
                selected={current}
                aria-current={current ? 'true' : undefined}
                onClick={onOpen}
            >
                <ListItemIcon sx={{ minWidth: 32 }}>{current && <Check fontSize="small" />}</ListItemIcon>
                <ListItemText
                    primary={view.name}
                    secondary={
                        !view.shared
                            ? undefined
                            : view.mine
                              ? text(VIEW_TEXTS.shared)
                              : text(VIEW_TEXTS.sharedBy, { name: view.ownerName })
                    }
                    secondaryTypographyProps={{ color: 'text.secondary' }}
                />
            </ListItemButton>
        </ListItem>
    );
};

/** Against an API without saved views, they are kept in this browser (src/dataProvider/browserViews.ts): said once. */
const BrowserOnlyNote = () => {
    const text = useText();
    const { known } = useCapabilities();
    const keptByApi = useViewsKeptByApi();
    if (!known || keptByApi) return null;
    return (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {text(VIEW_TEXTS.browserOnly)}
        </Typography>
    );
};

type ManageItem = [string, (view: SavedView) => void];

/** The owner's menu for one view: each item closes the menus, then acts. */
const ManageMenu = ({
    manage,
    items,
    onClose,
    onChoose,
}: {
    manage: { el: HTMLElement; view: SavedView } | null;
    items: ManageItem[];
    onClose: () => void;
    onChoose: (act: ManageItem[1], view: SavedView) => void;
}) => {
    const text = useText();
    return (
        <OnceOpened open={Boolean(manage)}>
            <Menu open={Boolean(manage)} anchorEl={manage?.el} onClose={onClose}>
                {items.map(([label, act]) => (
                    <MenuItem key={label} onClick={() => manage && onChoose(act, manage.view)}>
                        {text(label)}
                    </MenuItem>
                ))}
            </Menu>
        </OnceOpened>
    );
};

/** Save view as the list's other tools: small, the darker blue, its picture alone on a phone. */
const SAVE_VIEW_LOOK = { size: 'small', tone: 'dark', icon: TOOL_ICONS.saveView, compact: true } as const;

/** The dialogs a view asks for: its name when saved or renamed, a confirmation when deleted; each closes once done. */
const ViewDialogs = ({
    asked,
    pending,
    change,
    onDone,
}: {
    asked: Asked | undefined;
    pending: boolean;
    change: ReturnType<typeof useSavedViews>['change'];
    onDone: () => void;
}) => {
    const text = useText();
    const run = (promise: Promise<unknown>) => promise.then(onDone, () => undefined);
    return (
        <>
            {asked?.kind === 'save' && (
                <ViewNameDialog
                    title={VIEW_TEXTS.save}
                    initial={{ name: '', shared: false }}
                    pending={pending}
                    onSave={value => run(change({ kind: 'save', ...value }))}
                    onClose={onDone}
                />
            )}
            {asked?.kind === 'rename' && (
                <ViewNameDialog
                    title={VIEW_TEXTS.renameTitle}
                    initial={{ name: asked.view.name, shared: asked.view.shared }}
                    pending={pending}
                    onSave={value => run(change({ kind: 'rename', view: asked.view, ...value }))}
                    onClose={onDone}
                />
            )}
            <OnceOpened open={asked?.kind === 'delete'}>
                <ConfirmDialog
                    open={asked?.kind === 'delete'}
                    loading={pending}
                    title={asked?.kind === 'delete' ? text(VIEW_TEXTS.confirmRemove, { name: asked.view.name }) : ''}
                    confirm="Delete"
                    destructive
                    onConfirm={() => asked?.kind === 'delete' && run(change({ kind: 'delete', view: asked.view }))}
                    onClose={onDone}
                />
            </OnceOpened>
        </>
    );
};

/**
 * "Views" beside the search: the list's saved views, each a link to the list with its search, sort and filters
 * (so a view is also a URL), applying its columns too; the owner's menu renames, updates or deletes one.
 * "Save view" keeps the list as it is under a name.
 */
export const ViewsMenu = ({ decl }: { decl: ResourceDeclaration }) => {
    const text = useText();
    const { views, change, pending } = useSavedViews(decl.route);
    const { filterValues, sort } = useListContext();
    const now = viewStateOf({ filterValues, sort }, undefined);
    const [, setColumns] = useListColumns();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [manage, setManage] = useState<{ el: HTMLElement; view: SavedView } | null>(null);
    const [asked, setAsked] = useState<Asked>();
    const done = () => setAsked(undefined);
    /** A manage action closes the menus (a toast or dialog follows, which the open panel would hide from readers). */
    const closeMenus = () => {
        setManage(null);
        setAnchor(null);
    };
    const manageItems: ManageItem[] = [
        [VIEW_TEXTS.rename, view => setAsked({ kind: 'rename', view })],
        [VIEW_TEXTS.update, view => void change({ kind: 'update', view }).catch(() => undefined)],
        [VIEW_TEXTS.remove, view => setAsked({ kind: 'delete', view })],
    ];

    return (
        <>
            <ListPanel
                label={text(VIEW_TEXTS.views)}
                icon={TOOL_ICONS.views}
                anchor={anchor}
                onAnchor={setAnchor}
                minWidth={260}
                onKeyDown={moveBetweenViews}
            >
                {views.length === 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
                        {text(VIEW_TEXTS.noViews)}
                    </Typography>
                )}
                <List dense>
                    {views.map(view => (
                        <SavedViewItem
                            key={view.id}
                            view={view}
                            current={viewApplies(view, now)}
                            onManage={el => setManage({ el, view })}
                            onOpen={() => {
                                setColumns(view.state.columns);
                                setAnchor(null);
                            }}
                        />
                    ))}
                </List>
                <BrowserOnlyNote />
            </ListPanel>
            <ToolButton {...SAVE_VIEW_LOOK} onClick={() => setAsked({ kind: 'save' })}>
                {text(VIEW_TEXTS.save)}
            </ToolButton>
            <ManageMenu
                manage={manage}
                items={manageItems}
                onClose={() => setManage(null)}
                onChoose={(act, view) => {
                    closeMenus();
                    act(view);
                }}
            />
            <ViewDialogs asked={asked} pending={pending} change={change} onDone={done} />
        </>
    );
};
