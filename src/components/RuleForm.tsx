import { yupResolver } from '@hookform/resolvers/yup';
import { type ReactNode, useMemo } from 'react';
import { Form, type RaRecord } from 'react-admin';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

interface Props {
    /** The yup rules; their messages are the spec's. */
    rules: AnyObjectSchema;
    onSubmit: SubmitHandler<FieldValues>;
    record?: Partial<RaRecord>;
    /** On the `<form>` element, e.g. to lay it out inside a dialog. */
    className?: string;
    children: ReactNode;
}

/** The record changing under an open form (a reload, a live update) keeps what the user has typed. */
const KEEP_EDITS = { keepDirtyValues: true } as const;

/**
 * Every form of the console: yup rules, errors shown after a field is touched
 * or after a submit attempt, submission blocked while invalid. The field
 * messages say what is wrong, so react-admin's generic "The form is not
 * valid" toast is off (it would also queue ahead of the server's messages).
 * Leaving a form with unsaved edits (closing its modal, Back, a menu link)
 * asks first: react-admin's own warning.
 */
export const RuleForm = ({ rules, onSubmit, record, className, children }: Props) => {
    const resolver = useMemo(() => yupResolver(rules), [rules]);
    return (
        <Form
            record={record}
            resolver={resolver}
            mode="onTouched"
            onSubmit={onSubmit}
            noValidate
            disableInvalidFormNotification
            warnWhenUnsavedChanges
            resetOptions={KEEP_EDITS}
            className={className}
        >
            {children}
        </Form>
    );
};
