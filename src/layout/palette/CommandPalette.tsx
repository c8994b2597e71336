import Autocomplete, { type AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HTMLAttributes, type Key, useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { listSortOf } from '../../schema/listDefaults';
import type { ResourceDeclaration } from '../../shared/types';
import { useSessionRole } from '../../schema/views/listScreenContext';
import { useSessionPermissions } from '../../schema/views/usePermissions';
import { mayOpen, screenOffer } from '../../screens/access';
import { offeredDeclaration } from '../../schema/offeredDeclaration';
import { useOfferedScreens } from '../../screens/registry';
import { menuOf } from '../menuRules';
import { claimTypedForPalette, typedForPalette } from './earlyKeys';
import {
    actionEntries,
    bestMatchesFirst,
    homeScreenOf,
    namedApart,
    type PaletteEntry,
    recordEntry,
    screenEntries,
    screenOfDeclaration,
    searchableDeclarations,
    subListEntry,
    subListLinks,
} from './paletteEntries';

/** Records asked for per entity, and how long typing must pause before the search runs. */
const PER_ENTITY = 5;
const SEARCH_DELAY_MS = 300;

/** The records every list's own search finds for what was typed, once typing pauses. */
const useRecordSearch = (
    input: string,
    declarations: ResourceDeclaration[],
    screens: PaletteEntry[],
    subLists: ReturnType<typeof subListLinks>,
    text: (english: string) => string,
) => {
    const dataProvider = useDataProvider();
    const [found, setFound] = useState<PaletteEntry[]>([]);
    const [searching, setSearching] = useState(false);
    useEffect(() => {
        const q = input.trim();
        // Fewer than two letters search nothing (what was found is not shown then, see below).
        if (q.length < 2) return;
        let current = true;
        const timer = setTimeout(() => {
            setSearching(true);
            Promise.all(
                searchableDeclarations(declarations).map(decl =>
                    dataProvider
                        .getList(decl.route, {
                            pagination: { page: 1, perPage: PER_ENTITY },
                            sort: listSortOf(decl),
                            filter: { q },
                        })
                        .then(({ data }) => {
                            const home = homeScreenOf(decl, screens);
                            return {
                                records: data.map(record => recordEntry(decl, record, text, home)),
                                // The same search finds the folders whose sub folders the palette jumps to.
                                inner: subLists
                                    .filter(link => link.decl === decl)
                                    .flatMap(link => data.map(record => subListEntry(link, record, text, home))),
                            };
                        })
                        .catch(() => ({ records: [] as PaletteEntry[], inner: [] as PaletteEntry[] })),
                ),
            ).then(groups => {
                if (!current) return;
                // Jumps to a screen come before records, as the fixed screens do.
                setFound([...groups.flatMap(group => group.inner), ...groups.flatMap(group => group.records)]);
                setSearching(false);
            });
        }, SEARCH_DELAY_MS);
        return () => {
            current = false;
            clearTimeout(timer);
        };
    }, [input, dataProvider, text, screens, declarations, subLists]);
    return { found, searching };
};

/** Each heading labels an ARIA group of options (MUI's default nests a plain list in the listbox). */
const paletteGroup = (group: AutocompleteRenderGroupParams) => (
    <li key={group.key} role="presentation">
        <ul role="group" aria-labelledby={`palette-group-${group.key}`} style={{ padding: 0 }}>
            <ListSubheader
                component="li"
                role="presentation"
                id={`palette-group-${group.key}`}
                sx={{ top: -8, lineHeight: '36px' }}
            >
                {group.group}
            </ListSubheader>
            {group.children}
        </ul>
    </li>
);

/** What this session may jump to without a search: its lists, their sub lists, the screens and the actions. */
const useOfferedEntries = (text: (english: string) => string) => {
    const translate = useTranslate();
    const role = useSessionRole();
    const all = useOfferedScreens();
    // Only what this session may open: a coach's view offers none of the super-admin's screens, actions or records,
    // and nothing is offered before the session's permissions are known.
    const { known, permissions } = useSessionPermissions();
    const registry = useMemo(
        () => (known ? all.filter(screen => mayOpen(screen, role, permissions)) : []),
        [known, all, role, permissions],
    );
    // The declared lists, in the registry's order; row links to a list inside the row (a folder's sub folders).
    // As the session's role offers them: no Add where it may not add, no hidden field.
    const declarations = useMemo(
        () =>
            registry.flatMap((screen): ResourceDeclaration[] =>
                screen.resource ? [offeredDeclaration(screen.resource, screenOffer(screen, permissions))] : [],
            ),
        [registry, permissions],
    );
    const subLists = useMemo(() => subListLinks(declarations), [declarations]);
    // The screens the sidebar shows, and those the profile menu reaches.
    const screens = useMemo(
        () =>
            screenEntries(
                menuOf(registry, role, permissions),
                registry,
                key => translate(key, { _: key }),
                text('Go to'),
            ),
        [registry, role, permissions, translate, text],
    );
    // "Add Resource" in each library: an action that reads like another names its screen.
    const fixed = useMemo(() => {
        const actions = namedApart(actionEntries(declarations, text, text('Actions')), entry => {
            const decl = declarations.find(other => entry.key === `add:${other.route}`);
            return decl && screenOfDeclaration(decl, declarations, screens);
        });
        return [...screens, ...actions];
    }, [screens, declarations, text]);
    return { declarations, subLists, screens, fixed };
};

/** An option's label, then its hint in grey. */
const paletteOption = ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: PaletteEntry) => (
    <li key={key} {...props}>
        <span>
            {option.label}
            {/* A space, not only a margin: the option's accessible name reads "Sub Folders of X Coach Resources". */}
            {option.hint && ' '}
            {option.hint && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                    {option.hint}
                </Typography>
            )}
        </span>
    </li>
);

/**
 * The command palette (Ctrl+K / ⌘K): screens, common actions, and records
 * found by every list's own search, grouped, newest first; a found folder
 * also offers its sub folder list. MUI's Autocomplete
 * gives the keyboard (arrows, Enter, Escape) and the screen-reader wiring.
 */
const CommandPalette = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    // A declaration's English text through the i18n provider (as useText, but stable for the effects below).
    const text = useCallback(
        (english: string, options?: Record<string, unknown>) => translate(english, { _: english, ...options }),
        [translate],
    );
    const navigate = useNavigate();
    // What was typed between Ctrl+K and this box (while the console or this chunk loaded) is the search.
    const [input, setInput] = useState(typedForPalette);

    const { declarations, subLists, screens, fixed } = useOfferedEntries(text);

    const { found, searching } = useRecordSearch(input, declarations, screens, subLists, text);

    const needle = input.trim().toLowerCase();
    const options = bestMatchesFirst(
        [
            ...fixed.filter(entry => !needle || entry.label.toLowerCase().includes(needle)),
            ...(needle.length >= 2 ? found : []),
        ],
        needle,
    );

    const go = (entry: PaletteEntry | null) => {
        if (!entry) return;
        onClose();
        navigate(entry.to);
    };

    return (
        <Dialog
            open
            onClose={onClose}
            fullWidth
            maxWidth="sm"
            aria-label={text('Command palette')}
            sx={{ '& .MuiDialog-container': { alignItems: 'flex-start', pt: '10vh' } }}
        >
            <Autocomplete<PaletteEntry>
                open
                autoHighlight
                forcePopupIcon={false}
                // Around the field, not on it: the field's label is placed from its own top edge.
                sx={{ p: 1.5 }}
                options={options}
                groupBy={option => option.group}
                getOptionLabel={option => option.label}
                getOptionKey={option => option.key}
                filterOptions={all => all}
                isOptionEqualToValue={(a, b) => a.key === b.key}
                inputValue={input}
                // Not MUI's reset to the (empty) value on opening: it would wipe what was typed before the box existed.
                onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
                onChange={(_event, value) => go(value)}
                // The list stays open while the palette is: Escape, which the list takes first, closes the palette
                // (the dialog then gives the focus back to where it was).
                onClose={(_event, reason) => reason === 'escape' && onClose()}
                loading={searching}
                loadingText={text('Searching…')}
                noOptionsText={text('No matches found')}
                // Above the dialog it opens from (modals are at 1300).
                slotProps={{ listbox: { sx: { maxHeight: '60vh' } }, popper: { sx: { zIndex: 1400 } } }}
                renderGroup={paletteGroup}
                renderOption={paletteOption}
                renderInput={params => (
                    <TextField
                        {...params}
                        autoFocus
                        onFocus={() => {
                            const typed = claimTypedForPalette();
                            if (typed !== null) setInput(typed);
                        }}
                        label={text('Search screens, actions and records')}
                    />
                )}
            />
        </Dialog>
    );
};
export default CommandPalette;
