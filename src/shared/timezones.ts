/**
 * Time zones as the browser (and Node) know them: `Intl.supportedValuesOf`
 * leaves out UTC, so it is added first. Legacy names stay (Asia/Calcutta is
 * the spec's default on the profile page).
 */
export const timeZones = (): string[] => {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return ['UTC', ...known.filter(zone => zone !== 'UTC')];
};

/** Whether the engine accepts this id as a time zone (so a modern name such as Asia/Kolkata passes too). */
export const isTimeZone = (zone: string): boolean => {
    if (!zone || zone.length > 64) return false;
    try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
    } catch {
        return false;
    }
};
