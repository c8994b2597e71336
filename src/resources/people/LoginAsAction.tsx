import Login from '@mui/icons-material/Login';
import { useState } from 'react';
import { type RaRecord, useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { peopleApi } from './api.shared';
import { RowButton } from './RowButton';

const CANNOT_LOGIN = 'Cannot login';

/**
 * Log in as: POST /check-token {token, user} (the data provider fills in the
 * active session's token), then /login_as/{token}, which signs in as the
 * coach in this tab. Any failure shows the spec's 'Cannot login'.
 */
export const LoginAsAction = ({
    record,
    offField = 'user_status',
}: {
    record: RaRecord;
    /** The status switch that, off, leaves nobody to log in as (a coach's user_status, a staff member's active). */
    offField?: string;
}) => {
    const dataProvider = useDataProvider<AppDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const [pending, setPending] = useState(false);
    const loginAs = async () => {
        if (pending) return;
        setPending(true);
        try {
            const { data } = await dataProvider.call<{ token?: string }>(peopleApi.checkToken, {
                data: { user: String(record.id) },
            });
            if (!data?.token) throw new Error(CANNOT_LOGIN);
            navigate(`/login_as/${encodeURIComponent(data.token)}`);
        } catch {
            notify(CANNOT_LOGIN, { type: 'error' });
            setPending(false);
        }
    };
    return (
        <RowButton label="Log in as" onClick={loginAs} disabled={pending || record[offField] === false}>
            <Login fontSize="small" />
        </RowButton>
    );
};
