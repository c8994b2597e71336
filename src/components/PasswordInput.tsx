import { useState } from 'react';
import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { PasswordToggle } from './PasswordToggle';

/** The console's password box inside react-admin forms: the sign-in page's box, with the same eye. */
export const PasswordInput = (props: TextInputProps) => {
    const translate = useTranslate();
    const [shown, setShown] = useState(false);
    return (
        <TextInput
            {...props}
            type={shown ? 'text' : 'password'}
            slotProps={{
                input: {
                    endAdornment: (
                        <PasswordToggle
                            shown={shown}
                            onToggle={() => setShown(!shown)}
                            showLabel={translate('ra.input.password.toggle_hidden')}
                            hideLabel={translate('ra.input.password.toggle_visible')}
                        />
                    ),
                },
            }}
        />
    );
};
