import type { Locator } from '@playwright/test';

/** Every list screen, with the name of its add modal (none: the screen only edits). */
export const LISTS: { route: string; title: string; modal?: string }[] = [
    { route: 'event', title: 'Events', modal: 'Add Event' },
    { route: 'grade', title: 'Grades', modal: 'Add Grade' },
    { route: 'note', title: 'Notes', modal: 'Add Note' },
    { route: 'subject', title: 'Subject / Activity', modal: 'Add Subject' },
    { route: 'tag', title: 'Tags', modal: 'Add Tag' },
    { route: 'noticeboard', title: 'Notice Board', modal: 'Add Notice' },
    { route: 'general/subscription', title: 'Subscription Packages', modal: 'Add Subscription' },
    { route: 'general/subscription-header', title: 'Subscription Title' },
    { route: 'general/coupon-code', title: 'Coupon Code', modal: 'Add/View Coupon' },
];

/** A modal's save button: Save when adding, Update when editing. */
export const saveButton = (dialog: Locator) => dialog.getByRole('button', { name: /^(save|update)$/i });
