import type { CheckboxProps } from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import deepmerge from '@mui/utils/deepmerge';
import { type ComponentProps, createContext, memo, type MouseEvent, type ReactNode, useContext, useId } from 'react';
import {
    DataTableBody,
    DataTableClasses,
    type RaRecord,
    useDataTableCallbacksContext,
    useDataTableConfigContext,
    useDataTableSelectedIdsContext,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { lightBox } from './lightControls';
import { ROW_CHECKBOX } from './rowCheckbox';
import { themeDefaults, themeOverrides } from './themeParts';

// MUI's own checkbox pictures (outline, ticked).
const BLANK = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const TICKED =
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/**
 * MUI's primary checkbox as CSS for a plain input in a span: 42 px round box (38 px small), secondary-text grey,
 * primary when ticked, the hover shade, the disabled grey, then the theme's Checkbox overrides; its size follows the
 * theme's Checkbox defaults. The theme draws its focus ring (the box's, the input being invisible).
 */
export const rowCheckboxLook = (theme: Theme): CSSObject => {
    const { action, primary, text } = theme.palette;
    const { size = 'medium' } = themeDefaults<CheckboxProps>(theme, 'MuiCheckbox');
    const ownerState = { color: 'primary', size };
    return deepmerge(
        {
            ...lightBox,
            padding: '9px',
            borderRadius: '50%',
            color: text.secondary,
            transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
            '&:hover': { backgroundColor: alpha(action.active, action.hoverOpacity) },
            '&.checked': {
                color: primary.main,
                '&:hover': { backgroundColor: alpha(primary.main, action.hoverOpacity) },
            },
            '&.disabled': { color: action.disabled, backgroundColor: 'transparent' },
            '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
            '& input': {
                position: 'absolute' as const,
                inset: 0,
                width: '100%',
                height: '100%',
                margin: 0,
                padding: 0,
                opacity: 0,
                zIndex: 1,
                cursor: 'pointer',
                '&:disabled, &[aria-disabled="true"]': { cursor: 'default' },
            },
            '& svg': {
                width: '1em',
                height: '1em',
                fontSize: theme.typography.pxToRem(size === 'small' ? 20 : 24),
                fill: 'currentColor',
            },
        },
        themeOverrides(theme, 'MuiCheckbox', 'root', ownerState),
    );
};

/** The class of a list's row, drawn by `listRowLook`; with `-hover`, one shaded under the pointer. */
const LIST_ROW = 'list-row';

/** MUI's TableRow as CSS for a plain `tr` of the list: a table row, shaded under the pointer, then the theme's overrides. */
export const listRowLook = (theme: Theme) => ({
    [`& .${LIST_ROW}`]: deepmerge(
        {
            color: 'inherit',
            display: 'table-row',
            verticalAlign: 'middle',
            outline: 0,
            [`&.${LIST_ROW}-hover:hover`]: { backgroundColor: theme.palette.action.hover },
        },
        themeOverrides(theme, 'MuiTableRow', 'root', { hover: true }),
    ),
});

/** Why a row's checkbox is disabled (a built-in row, another creator's), in the shown language; nothing when it is not. */
export const UnpickableReason = createContext<(record: RaRecord) => string | undefined>(() => undefined);

/**
 * A row's checkbox: react-admin's (named "Select this row"), a plain input instead of MUI's ButtonBase. One
 * disabled for a reason stays a tab stop (aria-disabled) described by the reason, which the list's tooltip shows
 * under the pointer and the keyboard's focus: a greyed box alone says nothing.
 */
const RowCheckbox = ({ selectable }: { selectable: boolean }) => {
    const translate = useTranslate();
    const reasonId = useId();
    const { handleToggleItem } = useDataTableCallbacksContext();
    const selectedIds = useDataTableSelectedIdsContext();
    const record = useRecordContext();
    const checked = Boolean(selectable && record && selectedIds?.includes(record.id));
    const reason = useContext(UnpickableReason);
    const why = !selectable && record ? reason(record) : undefined;
    const toggle = (event: MouseEvent<HTMLInputElement>) => {
        event.stopPropagation();
        // A box disabled by aria-disabled still ticks itself on a click or Space: not here.
        if (!selectable) event.preventDefault();
        else if (record && handleToggleItem) handleToggleItem(record.id, event);
    };
    const classes = [
        ROW_CHECKBOX,
        'select-item',
        DataTableClasses.checkbox,
        checked && 'checked',
        !selectable && 'disabled',
    ];
    return (
        <span className={classes.filter(Boolean).join(' ')} data-hint={why}>
            <input
                type="checkbox"
                aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
                aria-describedby={why ? reasonId : undefined}
                checked={checked}
                disabled={!selectable && !why}
                aria-disabled={why ? true : undefined}
                // react-admin toggles on click, which carries Shift for a range.
                onClick={toggle}
                onChange={() => undefined}
            />
            <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                <path d={checked ? TICKED : BLANK} />
            </svg>
            {why && (
                <span id={reasonId} hidden>
                    {why}
                </span>
            )}
        </span>
    );
};

/**
 * A list's row: react-admin's DataTable row for lists without row click or
 * expand panel (every engine list), a plain `tr` drawn in MUI's TableRow look
 * (`listRowLook`), its checkbox a plain input drawn by the list's CSS
 * (`rowCheckboxLook`). The list gives its rows no `sx` (react-admin's
 * `rowSx`). react-admin's row costs a MUI Checkbox (a ButtonBase, about 60
 * React hooks) and a navigation and expand state a row here never uses.
 */
const ListRow = memo(({ children, className }: { children?: ReactNode; className?: string }) => {
    const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
    const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
    const record = useRecordContext();
    const selectable = Boolean(record) && (!isRowSelectable || isRowSelectable(record!));
    const classes = [LIST_ROW, hover && `${LIST_ROW}-hover`, className, selectable && DataTableClasses.selectable];
    return (
        <tr className={classes.filter(Boolean).join(' ')}>
            {hasBulkActions && handleToggleItem && (
                <TableCell padding="checkbox">
                    <RowCheckbox selectable={selectable} />
                </TableCell>
            )}
            {children}
        </tr>
    );
});
ListRow.displayName = 'ListRow';

/** The DataTable's body with the engine's row. */
export const ListBody = (props: ComponentProps<typeof DataTableBody>) => <DataTableBody {...props} row={ListRow} />;
