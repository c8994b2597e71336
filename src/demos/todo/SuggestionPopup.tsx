import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useId } from 'react';
import type { SuggestionView } from './suggestionMenu';

/**
 * The @mention or :emoji: choices under the caret. Focus stays in the editor
 * (the keys are handled there), so a press on a choice must not take it.
 */
export const SuggestionPopup = ({ view }: { view: SuggestionView | null }) => {
    const id = useId();
    const open = !!view && view.options.length > 0;
    const anchor = view ? { getBoundingClientRect: () => view.caret() ?? new DOMRect() } : null;
    return (
        <Popper open={open} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
            {view && (
                <Paper elevation={8}>
                    <List
                        component="div"
                        role="listbox"
                        aria-label={view.label}
                        dense
                        sx={{ maxHeight: 260, overflowY: 'auto', minWidth: 200 }}
                    >
                        {view.options.map((option, index) => (
                            <ListItemButton
                                key={option.key}
                                id={`${id}-${index}`}
                                role="option"
                                aria-selected={index === view.index}
                                selected={index === view.index}
                                tabIndex={-1}
                                onMouseDown={event => event.preventDefault()}
                                onClick={() => view.choose(index)}
                            >
                                {option.text}
                            </ListItemButton>
                        ))}
                    </List>
                </Paper>
            )}
        </Popper>
    );
};
