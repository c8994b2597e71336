import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { InsightFigure, InsightPanel, InsightPanelId, InsightPeriodQuery } from '../../shared/insights';
import { ChartView } from './ChartView';
import { lastDayOf, type NumberFormats } from './numbers';

const Figure = ({ figure, formats }: { figure: InsightFigure; formats: NumberFormats }) => {
    const translate = useTranslate();
    return (
        <Box data-figure={figure.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography variant="body2" color="text.secondary" component="h3">
                {translate(`insights.figures.${figure.id}`)}
            </Typography>
            <Typography variant="h5" component="p">
                {formats.value(figure.unit, figure.current)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
                {figure.previous === null
                    ? translate('insights.to_date')
                    : translate('insights.previous', { value: formats.value(figure.unit, figure.previous) })}
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

/** One panel: its numbers beside the previous period's, how they are computed, and its charts. */
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
    const { data, isPending, isError, refetch, isFetching } = useQuery({
        queryKey: ['insights', panel, period],
        queryFn: () => dataProvider.getInsights({ panel, period }),
        // The last period's numbers stay while the next load (marked busy): the charts redraw in place, each
        // keeping its chart or table view.
        placeholderData: keepPreviousData,
    });
    const title = translate(`insights.panels.${panel}`);
    return (
        <Card component="section" aria-label={title} data-panel={panel} aria-busy={isFetching}>
            <CardHeader
                title={title}
                subheader={data ? <PeriodLine data={data} formats={formats} /> : undefined}
                slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { variant: 'body2' } }}
            />
            {isFetching && <LinearProgress aria-hidden sx={{ mx: 2 }} />}
            <CardContent sx={{ pt: 1 }}>
                {isError && (
                    <Alert
                        severity="error"
                        action={<Button onClick={() => void refetch()}>{translate('insights.retry')}</Button>}
                    >
                        {translate('insights.load_failed')}
                    </Alert>
                )}
                {!isPending && data && (
                    <>
                        <Box
                            sx={{
                                display: 'grid',
                                gap: 1.5,
                                gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
                            }}
                        >
                            {data.figures.map(figure => (
                                <Figure key={figure.id} figure={figure} formats={formats} />
                            ))}
                        </Box>
                        <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
                            {translate(`insights.captions.${panel}`)}
                        </Typography>
                        <Box
                            sx={{
                                display: 'grid',
                                gap: 3,
                                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                            }}
                        >
                            {data.charts.map(chart => (
                                <ChartView key={chart.id} chart={chart} period={data.period} formats={formats} />
                            ))}
                        </Box>
                    </>
                )}
            </CardContent>
        </Card>
    );
};
