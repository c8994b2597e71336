import { createdAt, statusSwitch } from '../../shared/fields';
import type { Endpoint } from '../../shared/types';

/** Address: the spec's cap (part 2, section 9). */
export const ADDRESS_MAX = 250;
/** Phone and parent phone: at least 9 digits (section 9). */
export const PHONE_MIN = 9;

/** The status switch of coaches and students, with the spec's confirmation. */
export const personStatus = (endpoint: Endpoint) => statusSwitch({ endpoint, sortable: true });

/** Both lists show the created date last (after Action). */
export const personCreated = () => createdAt('Created date');

/** The columns both people lists show, in the spec's order. */
export const PERSON_COLUMNS = ['first_name', 'email', 'phone_number', 'user_status', 'actions', 'created_at'] as const;

export const DELETE_USER = 'Are you sure you want delete this user ?';
