import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'react-admin';
import { PageFrame } from '../layout/PageFrame';

/** /dashboard: greets the admin; its panels arrive with the dashboard issue. */
export const Dashboard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const name = (identity?.firstName as string | undefined) ?? '';
    return (
        <PageFrame title={translate('app.dashboard')}>
            <Card>
                <CardContent>
                    <Typography variant="h6" component="p">
                        {translate('app.welcome', { name })}
                    </Typography>
                </CardContent>
            </Card>
        </PageFrame>
    );
};
export default Dashboard;
