import Add from '@mui/icons-material/Add';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';

/**
 * The package's info lines: add a line, remove one while more than one
 * remains. A removed line that was already stored reports its id, so Save can
 * send it in `deleted_status`.
 */
export const PackageInfoLines = ({ onRemoved }: { onRemoved: (id: string) => void }) => {
    const translate = useTranslate();
    const { getValues } = useFormContext();
    // `keyName` keeps react-hook-form's row keys apart from the lines' own `id`.
    const { fields, append, remove } = useFieldArray({ name: 'package_info', keyName: 'key' });
    const removeLine = (index: number) => {
        const id: unknown = getValues(`package_info.${index}.id`);
        if (typeof id === 'string' && id) onRemoved(id);
        remove(index);
    };

    return (
        <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                {translate('app.packages.info')}
            </Typography>
            {fields.map((line, index) => (
                <Stack key={line.key} direction="row" spacing={1} alignItems="flex-start">
                    <TextInput
                        source={`package_info.${index}.name`}
                        label={translate('app.packages.info_line', { n: index + 1 })}
                    />
                    <IconButton
                        aria-label={translate('app.packages.remove_info_line', { n: index + 1 })}
                        disabled={fields.length <= 1}
                        onClick={() => removeLine(index)}
                        sx={{ mt: 1 }}
                    >
                        <RemoveCircleOutline />
                    </IconButton>
                </Stack>
            ))}
            <Button startIcon={<Add />} onClick={() => append({ name: '' })} sx={{ alignSelf: 'flex-start' }}>
                {translate('app.packages.add_line')}
            </Button>
        </Stack>
    );
};
