import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';

interface Props {
    /** Placeholder and accessible name: 'New List', 'New Task', 'Next Step..'. */
    label: string;
    onAdd: (text: string) => void;
    /** A button beside the field that adds too (the 'ADD' of 'New Task'). */
    button?: (add: () => void) => ReactNode;
    size?: TextFieldProps['size'];
}

/** A one-line field that adds its text on Enter and empties; blank text adds nothing. */
export const EntryField = ({ label, onAdd, button, size = 'small' }: Props) => {
    const [text, setText] = useState('');
    const add = () => {
        if (!text.trim()) return;
        onAdd(text);
        setText('');
    };
    return (
        <>
            <TextField
                value={text}
                onChange={event => setText(event.target.value)}
                onKeyDown={event => {
                    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                        event.preventDefault();
                        add();
                    }
                }}
                placeholder={label}
                size={size}
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { 'aria-label': label } }}
            />
            {button?.(add)}
        </>
    );
};
