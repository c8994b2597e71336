import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/** English texts: react-admin's own, with the app's texts from the spec, letter for letter. */
export const en: TranslationMessages = {
    ...englishMessages,
    app: {
        title: 'Admin Console',
        greeting: 'Hi, %{name}',
        logout_confirm: 'Are you sure you want to logout ?',
        logout: 'Logout',
        reload: 'Reload',
        dashboard: 'Dashboard',
        welcome: 'Welcome back, %{name}',
    },
    login: {
        title: 'Sign In',
        subtitle: 'Sign in to the admin console',
        email: 'Email',
        password: 'Password',
        submit: 'Sign In',
        forgot: 'Forgot Password ?',
        show_password: 'Show password',
        hide_password: 'Hide password',
    },
};
