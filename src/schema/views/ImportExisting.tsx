import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { HISTORY_TEXTS } from '../historyTexts';
import { IMPORT_TEXTS } from '../importTexts';
import type { ExistingChoice } from './useImportRows';
import { useExtra } from './useExtra';
import { useText } from './useText';

/** How many rows are already records, and whether they are skipped (the default) or update their record. */
export const ImportExisting = ({
    count,
    choice,
    disabled,
    onChange,
}: {
    count: number;
    choice: ExistingChoice;
    disabled: boolean;
    onChange: (choice: ExistingChoice) => void;
}) => {
    const text = useText();
    const labelId = useId();
    const keepsHistory = useExtra('history');
    return (
        <FormControl disabled={disabled} sx={{ display: 'flex', mb: 1 }}>
            <FormLabel id={labelId}>
                {text(IMPORT_TEXTS.existingChoice)}: {count}
            </FormLabel>
            <RadioGroup
                row
                aria-labelledby={labelId}
                value={choice}
                onChange={event => onChange(event.target.value as ExistingChoice)}
            >
                <FormControlLabel
                    value="skip"
                    control={<Radio size="small" />}
                    label={text(IMPORT_TEXTS.skipExisting)}
                />
                <FormControlLabel
                    value="update"
                    control={<Radio size="small" />}
                    label={text(IMPORT_TEXTS.updateExisting)}
                />
            </RadioGroup>
            {choice === 'update' && keepsHistory && (
                <FormHelperText sx={{ mx: 0 }}>{text(HISTORY_TEXTS.importKeepsHistory)}</FormHelperText>
            )}
        </FormControl>
    );
};
