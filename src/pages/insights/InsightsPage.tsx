import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { INSIGHT_PANELS, type InsightPeriodQuery } from '../../shared/insights';
import { numberFormats } from './numbers';
import { PanelCard } from './PanelCard';
import { PeriodPicker } from './PeriodPicker';
import { periodFromSearch, searchOfPeriod } from './periodQuery';

/**
 * /insights: how the business is doing over a chosen period, beside the period before, in four panels
 * (one aggregate call each). The super-admin's; its chart library is loaded with this screen only. The period
 * is in the address (`?period=last3months`), so a reload, Back and a shared link show the same numbers.
 */
export const InsightsPage = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const formats = useMemo(() => numberFormats(locale), [locale]);
    const [search, setSearch] = useSearchParams();
    const period = useMemo(() => periodFromSearch(search), [search]);
    // In place of the entry: Back leaves the screen, as from any other screen, and comes back to this period.
    const choose = (next: InsightPeriodQuery) => setSearch(searchOfPeriod(next), { replace: true });
    return (
        <PageFrame title={translate('insights.title')}>
            <PeriodPicker value={period} onChange={choose} />
            <Stack spacing={2}>
                {INSIGHT_PANELS.map(panel => (
                    <PanelCard key={panel} panel={panel} period={period} formats={formats} />
                ))}
            </Stack>
        </PageFrame>
    );
};
