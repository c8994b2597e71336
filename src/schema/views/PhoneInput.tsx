import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputInfo } from 'mui-tel-input';
import { useEffect, useRef, useState } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import { phoneDigits } from '../../shared/phoneDigits';

interface PhoneInputProps {
    source: string;
    label: string;
    required?: boolean;
    disabled?: boolean;
    defaultCountry?: string;
}

/** The country's flag as an emoji: no image from a CDN (mui-tel-input's default flags are flagcdn.com images). */
const flagOf = (isoCode: string) => (
    <span aria-hidden style={{ fontSize: 20, lineHeight: 1 }}>
        {String.fromCodePoint(...[...isoCode.toUpperCase()].map(c => 0x1f1a5 + c.charCodeAt(0)))}
    </span>
);

/** What the form holds: the calling code and the national number as digits; '' while no number is typed. */
export const storedPhone = (info: Pick<MuiTelInputInfo, 'countryCallingCode' | 'nationalNumber'>): string =>
    info.nationalNumber ? phoneDigits(`${info.countryCallingCode ?? ''}${info.nationalNumber}`) : '';

/**
 * A phone number with a country picker (mui-tel-input, libphonenumber-js
 * formatting as typed). The form holds digits (61412345678), as the API
 * stores them; a trunk 0 typed before the national number is dropped.
 */
const PhoneInput = ({ source, label, required = false, disabled = false, defaultCountry = 'AU' }: PhoneInputProps) => {
    const { field, fieldState, formState } = useInput({ source });
    const held = phoneDigits(field.value);
    // What the box shows: kept as typed, so a chosen country stays while its number is still empty.
    const [shown, setShown] = useState(held ? `+${held}` : '');
    const last = useRef(held);
    useEffect(() => {
        // A value set from outside (a reset, a record loaded) replaces what is shown.
        if (held !== last.current) setShown(held ? `+${held}` : '');
        last.current = held;
    }, [held]);
    const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

    return (
        <MuiTelInput
            label={label}
            value={shown}
            defaultCountry={defaultCountry as MuiTelInputCountry}
            forceCallingCode
            preferredCountries={['AU', 'NZ', 'IN', 'GB', 'US']}
            getFlagElement={isoCode => flagOf(isoCode)}
            onChange={(value, info) => {
                setShown(value);
                const digits = storedPhone(info);
                last.current = digits;
                field.onChange(digits);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            required={required}
            disabled={disabled}
            variant="filled"
            size="small"
            margin="dense"
            fullWidth
            error={showError}
            helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} />}
            className={`ra-input ra-input-${source}`}
            FlagIconButtonProps={{ 'aria-label': `${label}: country` }}
            // The calling code reads as text, not as a hint (mui-tel-input's default grey fails AA contrast).
            sx={{ '& .MuiInputAdornment-root .MuiTypography-root': { color: 'text.secondary' } }}
        />
    );
};
export default PhoneInput;
