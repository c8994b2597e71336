import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
    INSIGHT_LAYOUT,
    type InsightFigure,
    type InsightPanel,
    type InsightPanelId,
    type InsightPeriodQuery,
} from '../../shared/insights';
import { ChartView } from './ChartView';
import { lastDayOf, type NumberFormats } from './numbers';
import { usePhone } from './usePhone';

/** A headline number beside the previous period's; its place, label included, while the first numbers load. */
const Figure = ({ id, figure, formats }: { id: string; figure?: InsightFigure; formats: NumberFormats }) => {
    const translate = useTranslate();
    return (
        <Box data-figure={id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography variant="body2" color="text.secondary" component="h3">
                {translate(`insights.figures.${id}`)}
            </Typography>
            <Typography
                variant="h5"
                component="p"
                sx={{ whiteSpace: 'nowrap', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
                {figure ? formats.value(figure.unit, figure.current) : <Skeleton width="60%" />}
            </Typography>
            {/* Two lines kept: "Previous period: $12,345.67" takes two in a narrow box. */}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ minHeight: '2lh' }}>
                {!figure ? (
                    <Skeleton width="80%" />
                ) : figure.previous === null ? (
                    translate('insights.to_date')
                ) : (
                    translate('insights.previous', { value: formats.value(figure.unit, figure.previous) })
                )}
            </Typography>
        </Box>
    );
};

const PeriodLine = ({ data, formats }: { data: InsightPanel; formats: NumberFormats }) => {
    const translate = useTranslate();
    const { period } = data;
    return translate('insights.period.shown', {
        from: formats.day(period.from),
        to: formats.day(lastDayOf(period.to)),
        previousFrom: formats.day(period.previousFrom),
        previousTo: formats.day(lastDayOf(period.previousTo)),
    });
};

/** How a panel's numbers are computed: shown, or on a phone folded under its own line. */
const Explanation = ({ text }: { text: string }) => {
    const translate = useTranslate();
    const look = { my: 2, typography: 'body2', color: 'text.secondary' };
    if (!usePhone()) return <Box sx={look}>{text}</Box>;
    return (
        <Box component="details" sx={look}>
            <Box component="summary" sx={{ cursor: 'pointer' }}>
                {translate('insights.how_computed')}
            </Box>
            {text}
        </Box>
    );
};

/** The panel's numbers and charts, each in its place, filled as they come. */
const PanelBody = ({
    panel,
    data,
    formats,
}: {
    panel: InsightPanelId;
    data?: InsightPanel;
    formats: NumberFormats;
}) => {
    const translate = useTranslate();
    const layout = INSIGHT_LAYOUT[panel];
    return (
        <>
            <Box
                sx={{
                    display: 'grid',
                    gap: 1.5,
                    // Two a line on a phone: one a line made the page twice as tall.
                    gridTemplateColumns: 'repeat(auto-fill, minmax(min(140px, calc(50% - 6px)), 1fr))',
                }}
            >
                {layout.figures.map(id => (
                    <Figure key={id} id={id} figure={data?.figures.find(f => f.id === id)} formats={formats} />
                ))}
            </Box>
            <Explanation text={translate(`insights.captions.${panel}`)} />
            <Box
                sx={{
                    display: 'grid',
                    gap: 3,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                }}
            >
                {layout.charts.map(place => (
                    <ChartView
                        key={place.id}
                        layout={place}
                        chart={data?.charts.find(c => c.id === place.id) ?? { ...place, series: [], rows: [] }}
                        period={data?.period}
                        formats={formats}
                    />
                ))}
            </Box>
        </>
    );
};

/** Why the panel has no numbers: the server's own words, and Retry. */
const LoadFailed = ({ error, retry }: { error: unknown; retry: () => void }) => {
    const translate = useTranslate();
    return (
        <Alert severity="error" action={<Button onClick={retry}>{translate('insights.retry')}</Button>}>
            <AlertTitle>{translate('insights.load_failed')}</AlertTitle>
            {error instanceof Error ? error.message : null}
        </Alert>
    );
};

/**
 * One panel: its numbers beside the previous period's, how they are computed, and its charts. Drawn at its
 * final size from the start (INSIGHT_LAYOUT), so nothing below it moves when the numbers arrive.
 */
export const PanelCard = ({
    panel,
    period,
    formats,
}: {
    panel: InsightPanelId;
    period: InsightPeriodQuery;
    formats: NumberFormats;
}) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AppDataProvider>();
    const { data, error, isError, refetch, isFetching } = useQuery({
        queryKey: ['insights', panel, period],
        queryFn: () => dataProvider.getInsights({ panel, period }),
        // The last period's numbers stay while the next load (marked busy): the charts redraw in place, each
        // keeping its chart or table view.
        placeholderData: keepPreviousData,
        // A failure is said at once, with the server's words: quiet retries would keep a bare bar up meanwhile.
        retry: false,
    });
    const title = translate(`insights.panels.${panel}`);
    return (
        <Card component="section" aria-label={title} data-panel={panel} aria-busy={isFetching}>
            <CardHeader
                title={title}
                subheader={
                    // Two lines kept for the period's line on a phone, one beyond: it fills its place.
                    <Box component="span" sx={{ display: 'block', minHeight: { xs: '2lh', sm: '1lh' } }}>
                        {data ? <PeriodLine data={data} formats={formats} /> : <Skeleton width="50%" />}
                    </Box>
                }
                slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { variant: 'body2' } }}
            />
            {/* The busy bar's line is always there: it shows and hides without moving the panel. */}
            <Box sx={{ mx: 2, height: 4 }}>{isFetching && <LinearProgress aria-hidden />}</Box>
            <CardContent sx={{ pt: 1 }}>
                {isError && !isFetching ? (
                    <LoadFailed error={error} retry={() => void refetch()} />
                ) : (
                    <PanelBody panel={panel} data={data} formats={formats} />
                )}
            </CardContent>
        </Card>
    );
};
