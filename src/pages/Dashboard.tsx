import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** /dashboard: greets the admin; its panels arrive with the dashboard issue. */
export const Dashboard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const name = (identity?.firstName as string | undefined) ?? '';
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('app.dashboard')} />
            <CardContent>
                <Typography component="h1" variant="h5">
                    {translate('app.welcome', { name })}
                </Typography>
            </CardContent>
        </Card>
    );
};
export default Dashboard;
