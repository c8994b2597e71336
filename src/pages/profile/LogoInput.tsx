import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { ImageField, ImageInput, type ImageInputProps, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES } from '../../shared/account/profileRules';

type OnDrop = NonNullable<NonNullable<ImageInputProps['options']>['onDrop']>;

const reasonOf = (code: string | undefined, fallback: string | undefined): string => {
    if (code === 'file-invalid-type') return LOGO_TYPE_MESSAGE;
    if (code === 'file-too-large') return LOGO_SIZE_MESSAGE;
    return fallback ?? LOGO_TYPE_MESSAGE;
};

/**
 * The profile picture: png, gif or jpeg up to 2 MB, with a preview. A refused
 * file says why and leaves the current picture in place (react-admin's file
 * input would otherwise empty itself).
 */
export const LogoInput = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const current: unknown = useWatch({ name: source });
    const [refusal, setRefusal] = useState<string | null>(null);

    const onDrop: OnDrop = (accepted, rejected) => {
        if (accepted.length > 0 || rejected.length === 0) {
            setRefusal(null);
            return;
        }
        const error = rejected[0].errors[0];
        setRefusal(reasonOf(error?.code, error?.message));
        setValue(source, current);
    };

    return (
        <Box>
            <ImageInput
                source={source}
                label={translate('account.profile.picture')}
                accept={LOGO_TYPES}
                maxSize={LOGO_MAX_BYTES}
                options={{ onDrop }}
                // react-admin labels the drop zone with text, not a <label>: the file input needs its own name.
                inputProps={{ 'aria-label': translate('account.profile.picture') }}
                placeholder={<p>{translate('account.profile.picture_drop')}</p>}
                helperText={translate('account.profile.picture_hint')}
            >
                <ImageField source="src" title="title" />
            </ImageInput>
            {refusal ? (
                <FormHelperText error role="alert" sx={{ mt: -1, mb: 1 }}>
                    {translate(refusal, { _: refusal })}
                </FormHelperText>
            ) : null}
        </Box>
    );
};
