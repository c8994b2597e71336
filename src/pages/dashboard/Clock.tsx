import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';

/** The browser's own formats (Intl), so the first screen carries no date-formatting library; English reads day first. */
const formats = (locale: string) => {
    const tag = locale === 'en' ? 'en-GB' : locale;
    return {
        day: new Intl.DateTimeFormat(tag, { weekday: 'long', day: '2-digit', month: 'long', year: 'numeric' }),
        time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
    };
};

/** Today's day, date and time in the chosen language, ticking every second. */
export const Clock = () => {
    const [locale] = useLocaleState();
    const { day, time } = useMemo(() => formats(locale), [locale]);
    const [now, setNow] = useState(() => new Date());
    useEffect(() => {
        const timer = window.setInterval(() => setNow(new Date()), 1000);
        return () => window.clearInterval(timer);
    }, []);
    return (
        <Typography color="text.secondary" component="p">
            <time dateTime={now.toISOString()}>
                {day.format(now)} · {time.format(now)}
            </time>
        </Typography>
    );
};
