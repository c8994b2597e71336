import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PageFrame } from '../../components/PageFrame';
import { INSIGHT_PANELS, type InsightPeriodQuery } from '../../shared/insights';
import { numberFormats } from './numbers';
import { PanelCard } from './PanelCard';
import { PeriodPicker } from './PeriodPicker';

/**
 * /insights: how the business is doing over a chosen period, beside the period before, in four panels
 * (one aggregate call each). The super-admin's; its chart library is loaded with this screen only.
 */
export const InsightsPage = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const formats = useMemo(() => numberFormats(locale), [locale]);
    const [period, setPeriod] = useState<InsightPeriodQuery>({ period: 'last30days' });
    return (
        <PageFrame title={translate('insights.title')}>
            <PeriodPicker value={period} onChange={setPeriod} />
            <Stack spacing={2}>
                {INSIGHT_PANELS.map(panel => (
                    <PanelCard key={panel} panel={panel} period={period} formats={formats} />
                ))}
            </Stack>
        </PageFrame>
    );
};
