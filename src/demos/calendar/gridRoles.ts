/**
 * react-big-calendar marks its grids with ARIA table roles that do not fit
 * together: a month week is a `row` holding its date cells and, beside them,
 * the rows of event buttons; the week and day views put `columnheader`s
 * inside buttons and a `rowgroup` of all-day events in no table. Screen
 * readers then announce a broken table, and axe fails it (critical). The
 * library's markup cannot be changed from outside, so the roles are put right
 * on the rendered DOM, each time the library draws (see useGridRoles):
 *
 * - month: each week is a row group of rows, the dates' row and one row per
 *   line of events, whose segments are cells spanning the days they cover;
 * - week and day: the header is a table named `headerLabel`, with a row of
 *   day column headers and the all-day events as rows of cells.
 */
export const fixGridRoles = (root: HTMLElement, headerLabel: string): void => {
    // The box around a week's rows is not a row itself.
    root.querySelectorAll('.rbc-row-content[role="row"]').forEach(box => box.removeAttribute('role'));
    root.querySelectorAll<HTMLElement>('.rbc-row-content .rbc-row').forEach(row => {
        const segments = row.querySelectorAll<HTMLElement>(':scope > .rbc-row-segment');
        const cells = segments.length + row.querySelectorAll(':scope > .rbc-date-cell').length;
        // A line with no event (the all-day area's spare one) is no row: a row needs cells.
        if (cells > 0) row.setAttribute('role', 'row');
        else row.removeAttribute('role');
        const columns = columnCount(row);
        segments.forEach(segment => {
            segment.setAttribute('role', 'cell');
            // The library sizes a segment by the share of the week it covers (flex-basis 42.8571% = 3 of 7 days).
            const span = Math.round((parseFloat(segment.style.flexBasis) / 100) * columns);
            if (span > 1) segment.setAttribute('aria-colspan', String(span));
            else segment.removeAttribute('aria-colspan');
        });
    });
    root.querySelectorAll<HTMLElement>('.rbc-time-header').forEach(header => {
        header.setAttribute('role', 'table');
        header.setAttribute('aria-label', headerLabel);
    });
    root.querySelectorAll('.rbc-time-header-cell').forEach(row => row.setAttribute('role', 'row'));
    root.querySelectorAll('.rbc-time-header-cell > .rbc-header').forEach(cell =>
        cell.setAttribute('role', 'columnheader'),
    );
    // The day's name inside its button was the column header: the button's box is now.
    root.querySelectorAll('.rbc-time-header-cell .rbc-header button [role="columnheader"]').forEach(label => {
        label.removeAttribute('role');
        label.removeAttribute('aria-sort');
    });
};

/** Days in the view's rows: a month's or a week's 7, the work week's 5, a day's 1. */
const columnCount = (row: HTMLElement): number => {
    const table = row.closest('.rbc-month-view, .rbc-time-header');
    const headers = table?.querySelectorAll(
        '.rbc-month-header > .rbc-header, .rbc-time-header-cell > .rbc-header',
    ).length;
    return headers || 1;
};
