import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    CUSTOM_RANGE_MAX_DAYS,
    INSIGHT_PERIODS,
    type InsightPeriodId,
    type InsightPeriodQuery,
} from '../../shared/insights';

const DAY_MS = 86_400_000;

/** Whether a custom range can be asked for: both days, in order, at most the API's longest range. */
const rangeOk = (from: string, to: string): boolean => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    return Boolean(from && to) && days >= 1 && days <= CUSTOM_RANGE_MAX_DAYS;
};

/** The period picker: a preset at once, or a custom range applied with its button. */
export const PeriodPicker = ({
    value,
    onChange,
}: {
    value: InsightPeriodQuery;
    onChange: (period: InsightPeriodQuery) => void;
}) => {
    const translate = useTranslate();
    const [choice, setChoice] = useState<InsightPeriodId>(value.period);
    const [from, setFrom] = useState(value.from ?? '');
    const [to, setTo] = useState(value.to ?? '');
    const pick = (_: unknown, next: InsightPeriodId | null) => {
        if (!next) return;
        setChoice(next);
        if (next !== 'custom') onChange({ period: next });
    };
    const touched = Boolean(from && to);
    return (
        <Stack spacing={1} sx={{ mb: 2 }}>
            <ToggleButtonGroup
                value={choice}
                exclusive
                onChange={pick}
                size="small"
                aria-label={translate('insights.period.label')}
                sx={{ flexWrap: 'wrap' }}
            >
                {INSIGHT_PERIODS.map(id => (
                    <ToggleButton key={id} value={id}>
                        {translate(`insights.period.${id}`)}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
            {choice === 'custom' && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <TextField
                        type="date"
                        size="small"
                        label={translate('insights.period.from')}
                        value={from}
                        onChange={e => setFrom(e.target.value)}
                        slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <TextField
                        type="date"
                        size="small"
                        label={translate('insights.period.to')}
                        value={to}
                        onChange={e => setTo(e.target.value)}
                        slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <Button
                        variant="contained"
                        disabled={!rangeOk(from, to)}
                        onClick={() => onChange({ period: 'custom', from, to })}
                    >
                        {translate('insights.period.apply')}
                    </Button>
                    {touched && !rangeOk(from, to) && (
                        <Alert severity="warning" sx={{ py: 0 }}>
                            {translate('insights.period.invalid')}
                        </Alert>
                    )}
                </Stack>
            )}
        </Stack>
    );
};
