import { yupResolver } from '@hookform/resolvers/yup';
import { createContext, type ReactNode, type RefObject, useMemo, useState } from 'react';
import { Form, type RaRecord } from 'react-admin';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { FACTS_CONTEXT } from '../shared/conditionRules';
import type { ConditionFacts } from '../shared/conditions';
import { LeaveGuard } from './LeaveGuard';

/**
 * Whether each picker of the form offers nobody, as its input last loaded it: the inputs write it, the rules read it
 * (a `noOptions` condition), so the form requires what it marks required, as the fake API does.
 */
export const NobodyToPick = createContext<Map<string, boolean> | undefined>(undefined);

interface Props {
    /** The yup rules; their messages are the spec's. */
    rules: AnyObjectSchema;
    onSubmit: SubmitHandler<FieldValues>;
    record?: Partial<RaRecord>;
    /** On the `<form>` element, e.g. to lay it out inside a dialog. */
    className?: string;
    /**
     * The record changing under the open form (a newer version read after a conflict) keeps what the user has
     * typed. Edit modals only: a page whose own save brings the record back (the profile) starts from it again.
     */
    keepEdits?: boolean;
    /** Asks before leaving with unsaved edits (default); off where they can no longer be saved. */
    guard?: boolean;
    /** Set by a save that closes the form as it navigates away: the guard lets that navigation through. */
    leaving?: RefObject<boolean>;
    /** The person chose to give up the form's edits on leaving (e.g. to drop their kept draft). */
    onDiscard?: () => void;
    children: ReactNode;
}

const KEEP_EDITS = { keepDirtyValues: true } as const;

/**
 * Every form of the console: yup rules, errors shown after a field is touched
 * or after a submit attempt, submission blocked while invalid. The field
 * messages say what is wrong, so react-admin's generic "The form is not
 * valid" toast is off (it would also queue ahead of the server's messages).
 * Leaving a form with unsaved edits (closing its modal, Back, a menu link)
 * asks first, in the console's own dialog (LeaveGuard).
 */
export const RuleForm = ({
    rules,
    onSubmit,
    record,
    className,
    keepEdits = false,
    guard = true,
    leaving,
    onDiscard,
    children,
}: Props) => {
    const resolver = useMemo(() => yupResolver(rules), [rules]);
    // One map for the form's life: the inputs fill it after they render, the rules read it when they run.
    const [nobody] = useState(() => new Map<string, boolean>());
    const context = useMemo(() => {
        const facts: ConditionFacts = { noOptions: name => nobody.get(name) ?? false };
        return { [FACTS_CONTEXT]: facts };
    }, [nobody]);
    return (
        <Form
            record={record}
            resolver={resolver}
            context={context}
            mode="onTouched"
            onSubmit={onSubmit}
            noValidate
            disableInvalidFormNotification
            resetOptions={keepEdits ? KEEP_EDITS : undefined}
            className={className}
        >
            <NobodyToPick.Provider value={nobody}>{children}</NobodyToPick.Provider>
            {guard && <LeaveGuard leaving={leaving} onDiscard={onDiscard} />}
        </Form>
    );
};
