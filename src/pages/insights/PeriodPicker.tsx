import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { INSIGHT_PERIODS, type InsightPeriodId, type InsightPeriodQuery } from '../../shared/insights';
import { rangeOk } from './periodQuery';
import { usePhone } from './usePhone';

// The console's date fields (MUI X's pickers), fetched when a custom range is first opened.
const RangeFields = lazy(() => import('./RangeFields'));

/** The periods as buttons; on a phone, where four buttons do not fit a line, as a select. */
const PeriodChoice = ({ value, onPick }: { value: InsightPeriodId; onPick: (next: InsightPeriodId) => void }) => {
    const translate = useTranslate();
    const phone = usePhone();
    const label = translate('insights.period.label');
    if (phone)
        return (
            <TextField
                select
                size="small"
                label={label}
                value={value}
                onChange={event => onPick(event.target.value as InsightPeriodId)}
                sx={{ maxWidth: 280 }}
            >
                {INSIGHT_PERIODS.map(id => (
                    <MenuItem key={id} value={id}>
                        {translate(`insights.period.${id}`)}
                    </MenuItem>
                ))}
            </TextField>
        );
    return (
        <ToggleButtonGroup
            value={value}
            exclusive
            onChange={(_, next: InsightPeriodId | null) => onPick(next ?? value)}
            size="small"
            aria-label={label}
        >
            {INSIGHT_PERIODS.map(id => (
                <ToggleButton key={id} value={id}>
                    {translate(`insights.period.${id}`)}
                </ToggleButton>
            ))}
        </ToggleButtonGroup>
    );
};

/**
 * The period picker: a preset at once, or a custom range applied with its button (or Enter). Until then the
 * period shown stays marked and the range says it is not applied: the numbers are still that period's.
 */
export const PeriodPicker = ({
    value,
    onChange,
}: {
    value: InsightPeriodQuery;
    onChange: (period: InsightPeriodQuery) => void;
}) => {
    const translate = useTranslate();
    const [editing, setEditing] = useState(value.period === 'custom');
    const [from, setFrom] = useState(value.from ?? '');
    const [to, setTo] = useState(value.to ?? '');
    const pick = (next: InsightPeriodId) => {
        setEditing(next === 'custom');
        if (next !== 'custom') onChange({ period: next });
    };
    const ok = rangeOk(from, to);
    const apply = () => ok && onChange({ period: 'custom', from, to });
    const applied = value.period === 'custom' && value.from === from && value.to === to;
    return (
        <Stack spacing={1} sx={{ mb: 2 }}>
            <PeriodChoice value={value.period} onPick={pick} />
            {editing && (
                <Stack
                    role="group"
                    aria-label={translate('insights.period.custom')}
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                >
                    <Suspense fallback={<Box sx={{ width: 352, maxWidth: '100%', height: 40 }} />}>
                        <RangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} onEnter={apply} />
                    </Suspense>
                    <Button variant="contained" disabled={!ok || applied} onClick={apply}>
                        {translate('insights.period.apply')}
                    </Button>
                    {!applied && (
                        <Typography variant="body2" color="text.secondary" role="status">
                            {translate('insights.period.pending', {
                                period: translate(`insights.period.${value.period}`),
                            })}
                        </Typography>
                    )}
                    {Boolean(from && to) && !ok && (
                        <Alert severity="warning" sx={{ py: 0 }}>
                            {translate('insights.period.invalid')}
                        </Alert>
                    )}
                </Stack>
            )}
        </Stack>
    );
};
