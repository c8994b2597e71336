import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaginationItemProps } from '@mui/material/PaginationItem';
import { alpha, type Theme } from '@mui/material/styles';
import deepmerge from '@mui/utils/deepmerge';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useListContext, useTranslate } from 'react-admin';
import { pageItems } from './pageItems';
import { lightButton } from './lightControls';
import { themeDefaults, themeOverrides } from './themeParts';

/** The class of the pager's buttons and ellipses, drawn by `pageItemLook`. */
const PAGE_ITEM = 'list-page-item';

// MUI's NavigateBefore and NavigateNext.
const BEFORE = 'M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT = 'M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

const px = (length: number | string) => (typeof length === 'number' ? `${length}px` : length);

/** MUI's PaginationItem sizes: height (and least width), side padding, text and arrow size in px. */
const SIZES = {
    small: { side: 26, padding: '0 4px', text: 13, arrow: 18 },
    medium: { side: 32, padding: '0 6px', text: 14, arrow: 20 },
    large: { side: 40, padding: '0 10px', text: 15, arrow: 22 },
};

/**
 * MUI's text pagination item as CSS for plain buttons: round (or rounded) at the theme's PaginationItem size
 * (MUI's 32 px unless its defaults say small or large), the hover and selected shades, the disabled fade, then the
 * theme's PaginationItem overrides as MUI puts them after its own; the theme rings a button the keyboard reaches.
 * Five MUI PaginationItems were five ButtonBases (about 60 React hooks each) under every list.
 */
const pageItemLook = (theme: Theme) => {
    const { action, text } = theme.palette;
    const { shape = 'circular', size = 'medium' } = themeDefaults<PaginationItemProps>(theme, 'MuiPaginationItem');
    const sized = SIZES[size] ?? SIZES.medium;
    const overrides = themeOverrides(theme, 'MuiPaginationItem', 'root', { variant: 'text', shape, size });
    return {
        [`& .${PAGE_ITEM}`]: deepmerge(
            {
                ...theme.typography.body2,
                ...lightButton,
                cursor: 'default',
                minWidth: sized.side,
                height: sized.side,
                padding: sized.padding,
                fontSize: theme.typography.pxToRem(sized.text),
                // As in the stack before: its 8 px before each, in place of MUI's own 3 px margins.
                margin: `0 0 0 ${theme.spacing(1)}`,
                // In px: the pager's look is given through `sx`, which reads a bare number as so many theme radii.
                borderRadius: shape === 'rounded' ? px(theme.shape.borderRadius) : px(sized.side / 2),
                color: text.primary,
                textAlign: 'center' as const,
                transition: theme.transitions.create(['color', 'background-color'], {
                    duration: theme.transitions.duration.short,
                }),
            },
            overrides,
        ),
        [`& button.${PAGE_ITEM}`]: {
            cursor: 'pointer',
            '&:hover': { backgroundColor: action.hover },
            '&:focus-visible': { backgroundColor: action.focus },
            '&[aria-current="page"]': {
                backgroundColor: action.selected,
                '&:hover': { backgroundColor: alpha(action.selected, action.selectedOpacity + action.hoverOpacity) },
                '&:focus-visible': {
                    backgroundColor: alpha(action.selected, action.selectedOpacity + action.focusOpacity),
                },
            },
            '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
            '&:disabled': { opacity: action.disabledOpacity, cursor: 'default', pointerEvents: 'none' },
            '& svg': { width: '1em', height: '1em', fontSize: theme.typography.pxToRem(sized.arrow), margin: '0 -8px' },
            '& path': { fill: 'currentColor' },
        },
        [`& div.${PAGE_ITEM}`]: { height: 'auto' },
    };
};

const Arrow = ({ path }: { path: string }) => (
    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={path} />
    </svg>
);

/**
 * The list pager: previous, up to six page numbers with ellipses, next. On a phone, previous and next beside
 * the rows shown ("11-20 of 64"), so it keeps to one line.
 */
export const PageNumbers = () => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
    const { page, perPage, total, setPage, isPending } = useListContext();
    const pages = Math.ceil((total ?? 0) / perPage);
    if (isPending || pages <= 1) return null;
    const from = (page - 1) * perPage + 1;
    const to = Math.min(page * perPage, total ?? 0);
    return (
        <Stack
            component="nav"
            aria-label={translate('Pagination', { _: 'Pagination' })}
            direction="row"
            alignItems="center"
            justifyContent="flex-end"
            spacing={1}
            sx={theme => ({ p: 1, flexWrap: 'wrap', ...pageItemLook(theme) })}
        >
            <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                {translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
            </Typography>
            <button
                type="button"
                className={PAGE_ITEM}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                aria-label={translate('ra.navigation.previous')}
            >
                <Arrow path={BEFORE} />
            </button>
            {(phone ? [] : pageItems(page, pages)).map(item =>
                typeof item === 'number' ? (
                    <button
                        type="button"
                        key={item}
                        className={PAGE_ITEM}
                        aria-current={item === page ? 'page' : undefined}
                        aria-label={translate('ra.navigation.current_page', { page: item })}
                        onClick={() => setPage(item)}
                    >
                        {item}
                    </button>
                ) : (
                    <div key={item} className={PAGE_ITEM}>
                        …
                    </div>
                ),
            )}
            <button
                type="button"
                className={PAGE_ITEM}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
                aria-label={translate('ra.navigation.next')}
            >
                <Arrow path={NEXT} />
            </button>
        </Stack>
    );
};
