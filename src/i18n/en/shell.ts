/** Top bar, sidebar and dashboard texts. */
export const shell = {
    title: 'Admin Console',
    greeting: 'Hi, %{name}',
    logout_confirm: 'Are you sure you want to logout ?',
    logout: 'Logout',
    reload: 'Reload',
    live_off: 'Live updates are off: reconnecting',
    dashboard: 'Dashboard',
    welcome: 'Welcome back, %{name}',
    profile_menu: 'Profile',
    my_profile: 'My Profile',
    change_password: 'Change Password',
    settings: 'Settings',
    sidebar: 'Main menu',
    menu: {
        dashboard: 'Dashboard',
        insights: 'Insights',
        general: 'General Settings',
        profile: 'Admin Profile',
        resources: 'Resources',
        demos: 'Demos',
    },
};
