import * as yup from 'yup';

/** The contact form's rules and messages, letter for letter from the spec (note the capital F of the email's). */
export const contactRules = yup.object({
    name: yup.string().trim().required('This field is required'),
    email: yup.string().trim().required('This Field is required').email('Please Enter Valid Email'),
    mobile: yup.string().trim().required('This field is required'),
});
