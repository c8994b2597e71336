import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useState } from 'react';
import { COLUMN_TEXTS, moveColumn, orderedColumns, shownColumns, toggleColumn } from '../../shared/columnChoice';
import { ACTIONS, type ResourceDeclaration } from '../../shared/types';
import { useListColumns } from './useColumnChoice';
import { useText } from './useText';
import { ListPanel } from './ListPanel';
import { TOOL_ICONS } from './ToolButton';

const columnLabel = (decl: ResourceDeclaration, column: string) =>
    column === ACTIONS ? 'Action' : decl.fields[column].label;

/**
 * "Columns": which of the list's columns show and in which order, with the keyboard as with the mouse
 * (a checkbox per column, Move up / Move down buttons). The choice is kept per user and list.
 */
export const ColumnsButton = ({ decl }: { decl: ResourceDeclaration }) => {
    const text = useText();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [choice, setChoice] = useListColumns();
    const declared = decl.list.columns;
    const hiddenFirst = decl.list.hiddenColumns;
    const ordered = orderedColumns(declared, choice);
    const shown = shownColumns(declared, choice, hiddenFirst);
    return (
        <ListPanel
            label={text(COLUMN_TEXTS.button)}
            title={text(COLUMN_TEXTS.title)}
            icon={TOOL_ICONS.columns}
            anchor={anchor}
            onAnchor={setAnchor}
        >
            <List dense>
                {ordered.map((column, index) => {
                    const label = text(columnLabel(decl, column));
                    return (
                        <ListItem
                            key={column}
                            secondaryAction={
                                <>
                                    <IconButton
                                        size="small"
                                        aria-label={text(COLUMN_TEXTS.moveUp, { column: label })}
                                        disabled={index === 0}
                                        onClick={() => setChoice(moveColumn(declared, choice, column, -1, hiddenFirst))}
                                    >
                                        <ArrowUpward fontSize="small" />
                                    </IconButton>
                                    <IconButton
                                        size="small"
                                        aria-label={text(COLUMN_TEXTS.moveDown, { column: label })}
                                        disabled={index === ordered.length - 1}
                                        onClick={() => setChoice(moveColumn(declared, choice, column, 1, hiddenFirst))}
                                    >
                                        <ArrowDownward fontSize="small" />
                                    </IconButton>
                                </>
                            }
                            sx={{ pr: 12 }}
                        >
                            <FormControlLabel
                                control={
                                    <Checkbox
                                        size="small"
                                        checked={shown.includes(column)}
                                        onChange={() => setChoice(toggleColumn(declared, choice, column, hiddenFirst))}
                                    />
                                }
                                label={label}
                            />
                        </ListItem>
                    );
                })}
            </List>
            <Button size="small" sx={{ m: 1, color: 'primary.dark' }} onClick={() => setChoice(undefined)}>
                {text(COLUMN_TEXTS.reset)}
            </Button>
        </ListPanel>
    );
};
