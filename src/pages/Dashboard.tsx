import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LogoutConfirm } from '../layout/LogoutConfirm';
import { PageFrame } from '../components/PageFrame';
import { useCapabilities } from '../schema/views/useExtra';
import { useMayOpen } from '../screens/access';
import { screenAt, useScreens } from '../screens/registry';
import { ActivityLog } from './dashboard/ActivityLog';
import { Clock } from './dashboard/Clock';

const Panel = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} action={action} />
        <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
);

/** The Student Activity Log, read from a call the spec does not list: an API without it is said so in its place. */
const StudentActivity = () => {
    const translate = useTranslate();
    const { known, offers } = useCapabilities();
    if (!known) return null;
    if (offers('dashboard')) return <ActivityLog />;
    return <Typography color="text.secondary">{translate('dashboard.activity_not_offered')}</Typography>;
};

/** The dashboard's shortcuts, each shown only to a session that may open its screen. */
const SHORTCUTS = [
    { to: '/student-resource-center', label: 'dashboard.student_resources' },
    { to: '/coach-resource-center', label: 'dashboard.coach_resources' },
    { to: '/user', label: 'dashboard.coach_admin' },
] as const;

/**
 * /dashboard: the coach dashboard of spec part 2, also what a coach sees
 * after log in as. Mostly a preview, as the spec says: the banner, and the
 * period selector, Send Message and Add Reminder disabled.
 */
export const Dashboard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const [asking, setAsking] = useState(false);
    const screens = useScreens();
    const may = useMayOpen();
    const shortcuts = SHORTCUTS.filter(({ to }) => {
        const screen = screenAt(screens, to);
        return screen !== undefined && may?.(screen);
    });
    const name = (identity?.firstName as string | undefined) ?? '';
    return (
        <PageFrame title={translate('app.dashboard')}>
            <Stack spacing={2}>
                <Card>
                    <CardContent>
                        <Typography component="h2" variant="h6">
                            {translate('app.welcome', { name })}
                        </Typography>
                        <Clock />
                        <Stack
                            direction="row"
                            useFlexGap
                            spacing={1}
                            // Its height kept, unseen, until the session's permissions say which shortcuts it holds.
                            aria-hidden={may ? undefined : true}
                            sx={{ mt: 2, flexWrap: 'wrap', visibility: may ? undefined : 'hidden' }}
                        >
                            {shortcuts.map(({ to, label }) => (
                                <Button key={to} variant="outlined" component={Link} to={to}>
                                    {translate(label)}
                                </Button>
                            ))}
                            <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
                                {translate('dashboard.logout')}
                            </Button>
                        </Stack>
                    </CardContent>
                </Card>
                <Alert severity="info">{translate('dashboard.coming_soon')}</Alert>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
                    <Panel
                        title={translate('dashboard.activity_log')}
                        action={
                            <FormControl size="small" disabled sx={{ minWidth: 140 }}>
                                <InputLabel id="dashboard-period">{translate('dashboard.period')}</InputLabel>
                                <Select labelId="dashboard-period" label={translate('dashboard.period')} value="week">
                                    <MenuItem value="week">{translate('dashboard.this_week')}</MenuItem>
                                </Select>
                            </FormControl>
                        }
                    >
                        <StudentActivity />
                    </Panel>
                    <Stack spacing={2}>
                        <Panel title={translate('dashboard.messages')}>
                            <Typography color="text.secondary">{translate('dashboard.messages_empty')}</Typography>
                            <Button variant="contained" disabled sx={{ mt: 2 }}>
                                {translate('dashboard.send_message')}
                            </Button>
                        </Panel>
                        <Panel title={translate('dashboard.reminders')}>
                            <Typography color="text.secondary">{translate('dashboard.reminders_empty')}</Typography>
                            <Button variant="contained" disabled sx={{ mt: 2 }}>
                                {translate('dashboard.add_reminder')}
                            </Button>
                        </Panel>
                    </Stack>
                </Box>
            </Stack>
            <LogoutConfirm open={asking} onClose={() => setAsking(false)} />
        </PageFrame>
    );
};
