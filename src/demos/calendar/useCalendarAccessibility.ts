import { type RefObject, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { View } from 'react-big-calendar';
import { fixGridRoles } from './gridRoles';

/** Keyboard and screen-reader fixes to what react-big-calendar draws inside the frame. */
export const useCalendarAccessibility = (frame: RefObject<HTMLDivElement | null>, view: View, date: Date) => {
    const translate = useTranslate();
    // The time grid of week and day views scrolls: make it a named, focusable region so keyboards can scroll it.
    useEffect(() => {
        frame.current?.querySelectorAll<HTMLElement>('.rbc-time-content').forEach(grid => {
            grid.tabIndex = 0;
            grid.setAttribute('role', 'region');
            grid.setAttribute('aria-label', translate('demos.calendar.time_grid'));
        });
    }, [frame, view, date, translate]);

    // The library's table roles, put right whenever it draws (./gridRoles.ts).
    useEffect(() => {
        const root = frame.current;
        if (!root) return;
        const label = translate('demos.calendar.day_headers');
        const fix = () => fixGridRoles(root, label);
        fix();
        const observer = new MutationObserver(fix);
        observer.observe(root, { childList: true, subtree: true });
        return () => observer.disconnect();
    }, [frame, translate]);
};
