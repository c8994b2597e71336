/** The sign-in page. */
export const login = {
    title: 'Sign In',
    subtitle: 'Sign in to the admin console',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    forgot: 'Forgot Password ?',
    show_password: 'Show password',
    hide_password: 'Hide password',
};
