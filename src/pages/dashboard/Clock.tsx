import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDate } from '../../schema/dates';

/** Today's day, date and time, ticking every second. */
export const Clock = () => {
    const [now, setNow] = useState(() => new Date());
    useEffect(() => {
        const timer = window.setInterval(() => setNow(new Date()), 1000);
        return () => window.clearInterval(timer);
    }, []);
    return (
        <Typography color="text.secondary" component="p">
            <time dateTime={now.toISOString()}>
                {/* Day and month names in the chosen language. */}
                {formatDate(now, 'EEEE, dd MMMM yyyy')} · {formatDate(now, 'HH:mm:ss')}
            </time>
        </Typography>
    );
};
