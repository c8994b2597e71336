import { useLocaleState } from 'react-admin';

/** A moment (an ISO time) in the shown language: its date and time. */
export const useMoment = () => {
    const [locale = 'en'] = useLocaleState();
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
};
