import { useEffect, useState } from 'react';
import { useNavigation } from './navigation';
import { LightToast } from '../components/LightToast';

/** Router state a page passes to /login to have the server's message shown there (`navigate('/login', { state })`). */
export interface LoginNoticeState {
    notice: string;
}

const noticeOf = (state: unknown): string | null => {
    const notice = (state as Partial<LoginNoticeState> | null)?.notice;
    return typeof notice === 'string' && notice ? notice : null;
};

/**
 * The success toast of the page that sent the visitor to /login (a password
 * reset). /login runs outside react-admin, whose notifications do not survive
 * the trip, so the message travels in the router state. It is cleared from
 * history at once, so a reload does not show it again.
 */
export const LoginNotice = () => {
    const { location, navigate } = useNavigation();
    const [notice] = useState(() => noticeOf(location.state));
    const [open, setOpen] = useState(notice !== null);

    useEffect(() => {
        if (noticeOf(location.state)) navigate(location.pathname, { replace: true, state: null });
    }, [location, navigate]);

    return <LightToast message={open ? notice : null} severity="success" onClose={() => setOpen(false)} />;
};
