import { type CustomPermissionScreen, customActions } from './catalogue';

/** The screens that are no declared entity, by the key their registry entry names (`permission`). */
export const CUSTOM_PERMISSION_SCREENS: readonly CustomPermissionScreen[] = [
    { key: 'insights', label: 'Insights', plural: 'insights', actions: customActions('list') },
    { key: 'profile', label: 'Profile', plural: 'the profile', actions: customActions('list', 'edit') },
];
