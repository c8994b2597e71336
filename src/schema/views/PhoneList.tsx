import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useCallback, useMemo, useState } from 'react';
import { type Identifier, type RaRecord, SimpleList, useGetIdentity } from 'react-admin';
import { PHONE_TEXTS, type PhoneRow, phoneRowOf } from '../phoneRow';
import { recordTitle } from '../../shared/recordTitle';
import type { ResourceDeclaration } from '../../shared/types';
import { renderCell } from './cells';
import { DialogControl, useOpenDialog } from './dialogControl';
import { HintLayer } from '../../ui/HintButton';
import { ListEmpty } from './ListEmpty';
import { OnceOpened } from './OnceOpened';
import { RowActions } from './RowActions';
import { useListColumns } from './useColumnChoice';
import { useText } from './useText';

export interface PhoneListProps {
    decl: ResourceDeclaration;
    /** The screen's own cell renderers (as the table's), for the lines and the menu's controls. */
    cells?: Readonly<Record<string, (record: RaRecord) => ReactNode>>;
    /** The screen's own row actions, before edit and delete in the menu. */
    rowActions?: (record: RaRecord) => ReactNode;
}

/**
 * The two lines of a compact row: the title may wrap; the secondary line keeps to one, cut with an ellipsis, and
 * stays when a record has nothing for it, so every row is as tall as the place kept for it while the list loads.
 */
const phoneListLook = (theme: Theme) => ({
    bgcolor: 'background.paper',
    borderRadius: 1,
    py: 0,
    '& .MuiListItem-root': { borderBottom: `1px solid ${theme.palette.divider}`, pr: 1, gap: 1 },
    '& .MuiListItem-root:last-of-type': { borderBottom: 0 },
    '& .MuiListItemText-root': { minWidth: 0 },
    '& .MuiListItemText-primary': { overflowWrap: 'anywhere' },
    '& .MuiListItemText-secondary': {
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        minHeight: '1lh',
    },
    '& .MuiListItemIcon-root': { minWidth: 0 },
});

/** A row's menu: its controls (a status switch, a link to another page), then its actions, each named in words. */
const RowMenu = ({
    decl,
    record,
    row,
    cells,
    rowActions,
    userId,
}: PhoneListProps & { record: RaRecord; row: PhoneRow; userId: Identifier | undefined }) => {
    const text = useText();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const open = anchor !== null;
    const name = recordTitle(decl, record);
    // Edit (or View) closes the menu as its form opens: left open, it showed over the next row once the form closed.
    const openDialog = useOpenDialog();
    const openFromMenu = useCallback(
        (target: Partial<RaRecord>) => {
            setAnchor(null);
            openDialog(target);
        },
        [openDialog],
    );
    return (
        <>
            <IconButton
                aria-label={text(PHONE_TEXTS.actions, { name })}
                aria-expanded={open}
                onClick={event => setAnchor(event.currentTarget)}
            >
                <MoreVert />
            </IconButton>
            <OnceOpened open={open}>
                {/* It stays open while a dialog it holds is on top (a delete's question), which closing would drop. */}
                <Popover
                    open={open}
                    anchorEl={anchor}
                    onClose={() => setAnchor(null)}
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                    slotProps={{ paper: { 'aria-label': name, role: 'group' } }}
                >
                    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 200 }}>
                        {row.controls.map(column => (
                            <Box key={column} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5 }}>
                                {decl.fields[column].kind === 'toggle' && (
                                    <Typography variant="body2" sx={{ flex: 1 }}>
                                        {text(decl.fields[column].label)}
                                    </Typography>
                                )}
                                {(cells?.[column] ?? renderCell(decl.route, column, decl.fields[column]))(record)}
                            </Box>
                        ))}
                        {row.actions && (
                            <DialogControl.Provider value={openFromMenu}>
                                <HintLayer labelled placement="left">
                                    <RowActions
                                        decl={decl}
                                        record={record}
                                        extra={rowActions?.(record)}
                                        userId={userId}
                                    />
                                </HintLayer>
                            </DialogControl.Provider>
                        )}
                    </Box>
                </Popover>
            </OnceOpened>
        </>
    );
};

/** The secondary line's cells, one after the other (the chosen columns), parted by a middle dot. */
const secondaryLine = (lines: ((record: RaRecord) => ReactNode)[], record: RaRecord) =>
    lines.length === 1
        ? lines[0](record)
        : lines.map((line, index) => (
              <Fragment key={index}>
                  {index > 0 && ' · '}
                  {line(record)}
              </Fragment>
          ));

/**
 * A list on a phone: each record one compact row, as react-admin's SimpleList draws it (its title, one secondary
 * line, and its switches, links and actions in a menu), the lines chosen from the declaration (`phoneRowOf`).
 * Its own chunk: only a narrow window loads it.
 */
export const PhoneList = ({ decl, cells, rowActions }: PhoneListProps) => {
    const { identity } = useGetIdentity();
    const [choice] = useListColumns();
    const row = useMemo(() => phoneRowOf(decl, choice), [decl, choice]);
    const cellOf = (column: string) => cells?.[column] ?? renderCell(decl.route, column, decl.fields[column]);
    const title = cellOf(row.title);
    const lines = row.secondary ? [row.secondary, ...(row.more ?? [])].map(cellOf) : [];
    // A blank line for a record with nothing to show on it: MUI leaves out an empty secondary line.
    const secondary = lines.length ? (record: RaRecord) => secondaryLine(lines, record) || '\u00a0' : undefined;
    const withMenu = row.actions || row.controls.length > 0;
    return (
        <SimpleList
            rowClick={false}
            primaryText={record => title(record)}
            secondaryText={secondary}
            rightIcon={
                withMenu
                    ? record => (
                          <RowMenu
                              decl={decl}
                              record={record}
                              row={row}
                              cells={cells}
                              rowActions={rowActions}
                              userId={identity?.id}
                          />
                      )
                    : undefined
            }
            empty={<ListEmpty />}
            sx={phoneListLook}
        />
    );
};
