/** The coach dashboard (spec part 2) and the subscription history's invoice cell. */
export const dashboard = {
    student_resources: 'Student Resources',
    coach_resources: 'Coaches Resources',
    coach_admin: 'Coach Admin',
    logout: 'Logout',
    coming_soon: 'Coming soon: the dashboard is being built. Some panels below are previews.',
    period: 'Period',
    this_week: 'This week',
    activity_log: 'Student Activity Log',
    activity_empty: 'No student activity yet',
    completed: 'Completed',
    last_active: 'Last active: %{when}',
    today: 'Today',
    days_ago: '%{days} day(s) ago',
    not_available: 'NA',
    messages: 'Recent Messages',
    messages_empty: 'Messages Box is empty',
    send_message: 'Send Message',
    reminders: 'Reminders',
    reminders_empty: 'No reminders available',
    add_reminder: 'Add Reminder',
    load_failed: 'The student activity could not be loaded.',
    retry: 'Retry',
};

export const history = {
    download_invoice: 'Download invoice',
    no_invoice: 'No invoice',
};
