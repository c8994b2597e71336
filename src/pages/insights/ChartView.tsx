import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import type { InsightChart, ResolvedPeriod } from '../../shared/insights';
import { chartCsv, type NumberFormats } from './numbers';

const CHART_HEIGHT = 260;

interface Props {
    chart: InsightChart;
    period: ResolvedPeriod;
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

const Bars = ({ chart, formats, label }: Props & { label: (raw: string) => string }) => {
    const translate = useTranslate();
    const theme = useTheme();
    const colours = useSeriesColours();
    const unit = chart.series[0]?.unit ?? 'count';
    const data = chart.rows.map(row => ({ name: label(row.label), ...row.values }));
    const ink = theme.palette.text.secondary;
    return (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={data} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
                <XAxis dataKey="name" tick={{ fill: ink, fontSize: 12 }} stroke={ink} interval="preserveStartEnd" />
                <YAxis
                    tick={{ fill: ink, fontSize: 12 }}
                    stroke={ink}
                    width={72}
                    allowDecimals={unit !== 'count'}
                    tickFormatter={(n: number) => formats.value(unit, n)}
                />
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

const NumbersTable = ({ chart, period, formats, label }: Props & { label: (raw: string) => string }) => {
    const translate = useTranslate();
    const first = chart.by === 'time' ? `insights.columns.${period.bucket}` : 'insights.columns.category';
    const title = translate(`insights.charts.${chart.id}.title`);
    return (
        // It scrolls when long: focusable, so a keyboard can scroll it too.
        <TableContainer sx={{ maxHeight: CHART_HEIGHT + 60 }} tabIndex={0} role="region" aria-label={title}>
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

/**
 * One chart of a panel: its title and caption, the chart or (for screen readers and on demand) the table
 * of its numbers, and a CSV of them.
 */
export const ChartView = (props: Props) => {
    const { chart, period } = props;
    const translate = useTranslate();
    const label = useRowLabel(chart, props.formats);
    const [asTable, setAsTable] = useState(chart.kind === 'table');
    const title = translate(`insights.charts.${chart.id}.title`);
    const header = [
        translate(chart.by === 'time' ? `insights.columns.${period.bucket}` : 'insights.columns.category'),
        ...chart.series.map(s => translate(`insights.series.${s.id}`)),
    ];
    const download = () =>
        downloadCSV(chartCsv(chart, header, label), `insights-${chart.id}-${period.from.slice(0, 10)}`);
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
                    >
                        <ToggleButton value="chart">{translate('insights.view_chart')}</ToggleButton>
                        <ToggleButton value="table">{translate('insights.view_table')}</ToggleButton>
                    </ToggleButtonGroup>
                )}
                <Button size="small" startIcon={<Download />} onClick={download} disabled={chart.rows.length === 0}>
                    {translate('insights.csv')}
                </Button>
            </Stack>
            {chart.rows.length === 0 ? (
                <Typography color="text.secondary">{translate('insights.empty')}</Typography>
            ) : asTable ? (
                <NumbersTable {...props} label={label} />
            ) : (
                <Box role="img" aria-label={title}>
                    <Bars {...props} label={label} />
                </Box>
            )}
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate(`insights.charts.${chart.id}.caption`)}
            </Typography>
        </Box>
    );
};
