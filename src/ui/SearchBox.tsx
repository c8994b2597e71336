import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FilledInput from '@mui/material/FilledInput';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type ChangeEvent, createContext, useContext, useEffect, useRef, useState } from 'react';
import { useEvent, useListContext, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** The list filter the search box sets. */
export const SEARCH_SOURCE = 'q';

const searchOf = (filterValues: Record<string, unknown> | undefined): string => {
    const value = filterValues?.[SEARCH_SOURCE];
    return typeof value === 'string' ? value : '';
};

/** The list's debounce when its declaration sets none (react-admin's). */
const DEFAULT_DEBOUNCE_MS = 500;

const trimmed = (path: string) => path.replace(/\/+$/, '');

/** Whether a modal is open over the list at its own URL (add, edit, history, recently deleted): the list stays. */
export const ListCovered = createContext(false);

/**
 * The box's text and its own debounce: `search` shows what is typed at once and sets the list's `q` filter when
 * the pause ends; a change made elsewhere (a saved view, Back, a reset) shows in the box.
 */
const useDebouncedSearch = (debounceMs: number) => {
    const { filterValues, displayedFilters, sort, perPage } = useListContext();
    const navigate = useNavigate();
    const { pathname } = useLocation();
    const current = searchOf(filterValues);
    const [value, setValue] = useState(current);
    const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
    // What was typed and not yet back as the list's filter: the filter coming back as an older one of them is the
    // box's own search arriving late (the list's debounce), not something to show in place of what is typed now.
    const typed = useRef<string[]>([]);
    useEffect(() => {
        const pending = typed.current;
        const at = pending.lastIndexOf(current);
        if (at === pending.length - 1 && at >= 0) typed.current = [];
        else if (at < 0) {
            typed.current = [];
            setValue(current);
        }
    }, [current]);
    // Read when the pause ends: the list's filters, sort and page size as they are then. The box writes the list's
    // URL itself, at once: react-admin's setFilters writes it a task later, and a click queued meanwhile (a row's
    // Profile) was then pulled back to the list. A page opened before the pause ended drops the search; a modal
    // over the list keeps it for when it closes (its Back returns to the list's URL as it was).
    const covered = useContext(ListCovered);
    // A search whose pause ended under a modal opened meanwhile: applied once the modal closes.
    const deferred = useRef<string | undefined>(undefined);
    const apply = useEvent((next: string) => {
        if (covered) {
            deferred.current = next;
            return;
        }
        if (trimmed(window.location.pathname) !== trimmed(pathname)) {
            typed.current = [];
            setValue(current);
            return;
        }
        const filter = { ...filterValues };
        delete filter[SEARCH_SOURCE];
        if (next) filter[SEARCH_SOURCE] = next;
        const query = new URLSearchParams({
            filter: JSON.stringify(filter),
            displayedFilters: JSON.stringify(displayedFilters ?? {}),
            sort: sort.field,
            order: sort.order,
            page: '1',
            perPage: String(perPage),
        });
        navigate({ pathname, search: `?${query}` });
    });
    // A page opened before the pause ended (a row's link) drops the search: the box shows the list's again.
    const dropPending = useEvent(() => {
        if (pending.current === undefined) return;
        clearTimeout(pending.current);
        pending.current = undefined;
        typed.current = [];
        setValue(current);
    });
    useEffect(() => dropPending, [pathname, dropPending]);
    useEffect(() => {
        const next = deferred.current;
        if (covered || next === undefined) return;
        deferred.current = undefined;
        apply(next);
    }, [covered, apply]);
    // Through the debounce, clearing too: a clear sent at once was overtaken by a search still waiting in it.
    const search = (next: string) => {
        setValue(next);
        typed.current = [...typed.current.filter(text => text !== next), next];
        clearTimeout(pending.current);
        pending.current = setTimeout(() => {
            pending.current = undefined;
            apply(next);
        }, debounceMs);
    };
    return { value, search };
};

/** The filled input with its search picture, or the "Clear value" button once something is typed. */
const SearchField = ({
    value,
    search,
    placeholder,
    label,
}: {
    value: string;
    search: (next: string) => void;
    placeholder: string;
    label: string;
}) => {
    const translate = useTranslate();
    const clearLabel = translate('ra.action.clear_input_value');
    return (
        <FilledInput
            hiddenLabel
            size="small"
            fullWidth
            name={SEARCH_SOURCE}
            value={value}
            placeholder={placeholder}
            inputProps={{ 'aria-label': label }}
            onChange={(event: ChangeEvent<HTMLInputElement>) => search(event.target.value)}
            sx={{ mt: 1, mb: 0.5 }}
            endAdornment={
                <InputAdornment position="end">
                    {value ? (
                        <IconButton
                            aria-label={clearLabel}
                            title={clearLabel}
                            // The focus stays in the box.
                            onMouseDown={event => event.preventDefault()}
                            onClick={() => search('')}
                            size="large"
                            sx={{ width: 24, height: 24, p: 0 }}
                        >
                            <Clear sx={{ width: 16, height: 16 }} />
                        </IconButton>
                    ) : (
                        <Search color="disabled" />
                    )}
                </InputAdornment>
            }
        />
    );
};

/**
 * A list's search box when it is the list's only filter: react-admin's
 * SearchInput as it looks and behaves (small filled box, search icon, a
 * "Clear value" button once something is typed), without a filter form
 * (react-hook-form) around one input. Typing sets the list's `q` filter after
 * the list's debounce (the declaration's `searchDebounceMs`, else 500 ms);
 * a change made elsewhere (a saved view, Back, a reset) shows in the box.
 * `context` is what react-admin's list toolbar hands a lone filter element.
 *
 * The debounce is the box's own, not react-admin's: that one kept the list's state from the moment of typing,
 * so a sort clicked meanwhile was undone, and its URL write pulled the browser back from a page opened meanwhile.
 * Here the search applies to the list as it is when the pause ends, and leaving the list's page drops it.
 */
export const SearchBox = ({
    placeholder,
    label,
    debounceMs = DEFAULT_DEBOUNCE_MS,
}: {
    placeholder: string;
    label: string;
    debounceMs?: number;
    context?: string;
}) => {
    const { value, search } = useDebouncedSearch(debounceMs);
    return (
        <Box
            component="form"
            role="search"
            aria-label={label}
            onSubmit={event => event.preventDefault()}
            sx={theme => ({
                // react-admin's filter form around one input, as it lays it out.
                display: 'flex',
                flex: '0 1 auto',
                alignItems: 'flex-end',
                pb: 0.5,
                [theme.breakpoints.down('sm')]: { width: '100%' },
                [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
                [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
            })}
        >
            <Box
                className="filter-field"
                data-source={SEARCH_SOURCE}
                sx={theme => ({
                    display: 'flex',
                    alignItems: 'flex-end',
                    pr: 2,
                    [theme.breakpoints.down('sm')]: { width: '100%' },
                })}
            >
                <SearchField value={value} search={search} placeholder={placeholder} label={label} />
            </Box>
        </Box>
    );
};
