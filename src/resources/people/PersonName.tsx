import type { RaRecord } from 'react-admin';

/** The Name column: first and last name together. */
export const personName = (record: RaRecord): string => [record.first_name, record.last_name].filter(Boolean).join(' ');
