import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';

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
                {format(now, 'EEEE, dd MMMM yyyy')} · {format(now, 'HH:mm:ss')}
            </time>
        </Typography>
    );
};
