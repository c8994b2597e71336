import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useLiveRefresh } from '../../schema/views/useLiveChanges';
import { type ActivityRow, STUDENT_ACTIVITY, completionPercent, lastActive } from '../../shared/dashboardActivity';

const useLastActiveText = () => {
    const translate = useTranslate();
    return (value: unknown): string => {
        const when = lastActive(value);
        const text =
            when.kind === 'today'
                ? translate('dashboard.today')
                : when.kind === 'daysAgo'
                  ? translate('dashboard.days_ago', { days: when.days })
                  : translate('dashboard.not_available');
        return translate('dashboard.last_active', { when: text });
    };
};

/** The collections the log is read from. */
const DASHBOARD_COLLECTIONS = ['students', 'coaches'];

/** Student Activity Log: each student's completion (completed / all tasks, rounded up) and when they were last active. */
export const ActivityLog = () => {
    const dataProvider = useDataProvider<AppDataProvider>();
    const translate = useTranslate();
    const lastActiveText = useLastActiveText();
    const { data, isPending, isError, refetch } = useQuery({
        queryKey: ['dashboard', 'student-activity'],
        queryFn: async () => (await dataProvider.call<ActivityRow[]>(STUDENT_ACTIVITY)).data,
        // One quiet retry, then the error and its Retry button (not three slow ones behind a skeleton).
        retry: 1,
    });
    // A student (or coach) changed elsewhere: the log reads itself again.
    useLiveRefresh(DASHBOARD_COLLECTIONS, () => void refetch());

    if (isPending) {
        return (
            <Box role="status" aria-busy="true" aria-label={translate('dashboard.activity_log')}>
                {[0, 1, 2].map(i => (
                    <Skeleton key={i} height={48} />
                ))}
            </Box>
        );
    }
    if (isError) {
        return (
            <Alert
                severity="error"
                action={<Button onClick={() => void refetch()}>{translate('dashboard.retry')}</Button>}
            >
                {translate('dashboard.load_failed')}
            </Alert>
        );
    }
    if (!data?.length) return <Typography color="text.secondary">{translate('dashboard.activity_empty')}</Typography>;
    return (
        <List dense disablePadding aria-label={translate('dashboard.activity_log')}>
            {data.map(row => {
                const percent = completionPercent(row);
                const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
                return (
                    <ListItem key={row._id} disableGutters divider>
                        <ListItemText
                            primary={name}
                            secondary={lastActiveText(row.last_login_time)}
                            slotProps={{ primary: { noWrap: true }, secondary: { component: 'span' } }}
                        />
                        <Box sx={{ width: 140, ml: 2, flexShrink: 0 }}>
                            <Typography variant="body2" sx={{ textAlign: 'right' }}>
                                {percent}%
                            </Typography>
                            <LinearProgress
                                variant="determinate"
                                value={percent}
                                aria-label={`${name}: ${translate('dashboard.completed')} ${percent}%`}
                            />
                        </Box>
                    </ListItem>
                );
            })}
        </List>
    );
};
