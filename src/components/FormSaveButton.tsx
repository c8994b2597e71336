import { SaveButton } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * A form's save button, enabled until it is pressed and then disabled (with
 * its spinner) until the request ends: a double click, or a click then Enter,
 * sends one request. While the button is disabled the browser's implicit
 * submission (Enter in a field) does nothing either.
 */
export const FormSaveButton = ({ label, saving = false }: { label?: string; saving?: boolean }) => {
    const { isSubmitting } = useFormState();
    const busy = saving || isSubmitting;
    // alwaysEnable keeps it enabled on a pristine form (errors show on submit); while busy it is off, so disabled wins.
    return <SaveButton alwaysEnable={!busy} disabled={busy} label={label} />;
};
