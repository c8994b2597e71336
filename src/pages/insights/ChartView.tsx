import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadCSV, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartLayout, InsightChart, ResolvedPeriod } from '../../shared/insights';
import { chartCsv, type NumberFormats } from './numbers';
import { usePhone } from './usePhone';

/** A chart's drawing area: fixed, whatever its rows or view; a category chart as tall as its most rows. */
const heightOf = (layout: ChartLayout, phone: boolean) => {
    // A category's bar with its name beside it, and the axis and legend under them; a little less on a phone.
    const [time, row, axes] = phone ? [200, 20, 64] : [260, 24, 70];
    return layout.by === 'category' && layout.rows ? layout.rows * row + axes : time;
};

/** The names beside the bars: a longer name wraps within it. */
const NAME_WIDTH = 128;

interface Props {
    chart: InsightChart;
    layout: ChartLayout;
    /** Absent while the first numbers load: the chart's place is drawn, empty. */
    period?: ResolvedPeriod;
    formats: NumberFormats;
}

/** The series' colours, from the theme, so Dark and the colour presets follow; neighbours far apart in hue. */
const useSeriesColours = (): string[] => {
    const { palette } = useTheme();
    return [palette.primary, palette.warning, palette.success, palette.error, palette.secondary, palette.info].map(
        colour => colour.main,
    );
};

/** How the rows are named: days per locale for a time chart, a known id in words, a name as it is. */
const useRowLabel = (chart: InsightChart, formats: NumberFormats) => {
    const translate = useTranslate();
    return (raw: string) => (chart.by === 'time' ? formats.day(raw) : translate(`insights.series.${raw}`, { _: raw }));
};

const Bars = ({ chart, layout, formats, label }: Props & { label: (raw: string) => string }) => {
    const translate = useTranslate();
    const theme = useTheme();
    const colours = useSeriesColours();
    const unit = chart.series[0]?.unit ?? 'count';
    const data = chart.rows.map(row => ({ name: label(row.label), ...row.values }));
    const ink = theme.palette.text.secondary;
    const tick = { fill: ink, fontSize: 12 };
    const valueAxis = {
        tick,
        stroke: ink,
        allowDecimals: unit !== 'count',
        tickFormatter: (n: number) => formats.value(unit, n),
    };
    // Categories lie down, one bar per line with its whole name (interval 0); time runs along the bottom.
    const across = layout.by === 'category';
    return (
        <ResponsiveContainer width="100%" height={heightOf(layout, usePhone())}>
            <BarChart
                data={data}
                layout={across ? 'vertical' : 'horizontal'}
                accessibilityLayer={false}
                margin={{ left: 8, right: 8 }}
            >
                <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
                {across ? (
                    <>
                        <XAxis type="number" {...valueAxis} />
                        <YAxis
                            type="category"
                            dataKey="name"
                            interval={0}
                            width={NAME_WIDTH}
                            tick={{ ...tick, width: NAME_WIDTH - 8 }}
                            stroke={ink}
                        />
                    </>
                ) : (
                    <>
                        <XAxis dataKey="name" tick={tick} stroke={ink} interval="preserveStartEnd" />
                        <YAxis {...valueAxis} width={72} />
                    </>
                )}
                <Tooltip
                    formatter={(n, name) => [formats.value(unit, Number(n)), name]}
                    contentStyle={{ background: theme.palette.background.paper, color: theme.palette.text.primary }}
                />
                <Legend formatter={value => <span style={{ color: theme.palette.text.primary }}>{value}</span>} />
                {chart.series.map((s, i) => (
                    <Bar
                        key={s.id}
                        dataKey={s.id}
                        name={translate(`insights.series.${s.id}`)}
                        fill={colours[i % colours.length]}
                        stackId={chart.kind === 'stacked' ? 'all' : undefined}
                        isAnimationActive={false}
                    />
                ))}
            </BarChart>
        </ResponsiveContainer>
    );
};

const NumbersTable = ({ chart, layout, period, formats, label }: Props & { label: (raw: string) => string }) => {
    const translate = useTranslate();
    const first = chart.by === 'time' ? `insights.columns.${period?.bucket}` : 'insights.columns.category';
    const title = translate(`insights.charts.${chart.id}.title`);
    return (
        // It scrolls when long: focusable, so a keyboard can scroll it too.
        <TableContainer sx={{ height: heightOf(layout, usePhone()) }} tabIndex={0} role="region" aria-label={title}>
            <Table size="small" stickyHeader aria-label={title}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate(first)}</TableCell>
                        {chart.series.map(s => (
                            <TableCell key={s.id} align="right">
                                {translate(`insights.series.${s.id}`)}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {chart.rows.map(row => (
                        <TableRow key={row.label}>
                            <TableCell component="th" scope="row">
                                {label(row.label)}
                            </TableCell>
                            {chart.series.map(s => (
                                <TableCell key={s.id} align="right">
                                    {formats.value(s.unit, row.values[s.id] ?? 0)}
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

/** What a chart without rows says: its own words where the period does not count for it, else the usual. */
const EmptyText = ({ chart, height }: { chart: InsightChart; height: number }) => {
    const translate = useTranslate();
    return (
        <Typography color="text.secondary" sx={{ height }}>
            {translate(`insights.charts.${chart.id}.empty`, { _: translate('insights.empty') })}
        </Typography>
    );
};

/** The chart, its table, its empty text, or its place while the first numbers load: always the same height. */
const ChartBody = ({ asTable, ...props }: Props & { asTable: boolean }) => {
    const { chart, layout, period } = props;
    const label = useRowLabel(chart, props.formats);
    const height = heightOf(layout, usePhone());
    const title = useTranslate()(`insights.charts.${chart.id}.title`);
    if (!period) return <Skeleton variant="rounded" height={height} />;
    if (chart.rows.length === 0) return <EmptyText chart={chart} height={height} />;
    if (asTable) return <NumbersTable {...props} label={label} />;
    return (
        <Box role="img" aria-label={title} sx={{ height }}>
            <Bars {...props} label={label} />
        </Box>
    );
};

/**
 * One chart of a panel: its title and caption, the chart or (for screen readers and on demand) the table
 * of its numbers, and a CSV of them (days as YYYY-MM-DD, for a spreadsheet to read as dates).
 */
export const ChartView = (props: Props) => {
    const { chart, period } = props;
    const translate = useTranslate();
    const label = useRowLabel(chart, props.formats);
    const [asTable, setAsTable] = useState(chart.kind === 'table');
    const title = translate(`insights.charts.${chart.id}.title`);
    const header = [
        translate(chart.by === 'time' ? `insights.columns.${period?.bucket ?? 'week'}` : 'insights.columns.category'),
        ...chart.series.map(s => translate(`insights.series.${s.id}`)),
    ];
    const download = () =>
        downloadCSV(
            chartCsv(chart, header, chart.by === 'time' ? raw => raw : label),
            `insights-${chart.id}-${period?.from.slice(0, 10)}`,
        );
    return (
        <Box component="figure" aria-label={title} data-chart={chart.id} sx={{ m: 0, minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1 }}>
                    {title}
                </Typography>
                {chart.kind !== 'table' && (
                    <ToggleButtonGroup
                        size="small"
                        exclusive
                        value={asTable ? 'table' : 'chart'}
                        onChange={(_, next: string | null) => next && setAsTable(next === 'table')}
                        aria-label={`${translate('insights.view')}: ${title}`}
                        disabled={!period}
                    >
                        <ToggleButton value="chart">{translate('insights.view_chart')}</ToggleButton>
                        <ToggleButton value="table">{translate('insights.view_table')}</ToggleButton>
                    </ToggleButtonGroup>
                )}
                <Button
                    size="small"
                    startIcon={<Download />}
                    onClick={download}
                    disabled={!period || chart.rows.length === 0}
                >
                    {translate('insights.csv')}
                </Button>
            </Stack>
            <ChartBody {...props} asTable={asTable} />
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate(`insights.charts.${chart.id}.caption`)}
            </Typography>
        </Box>
    );
};
