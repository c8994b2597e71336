import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { INPUTS, type KindInput } from '../kinds/inputs';
import { aspectOf } from '../kinds/kind';
import { meets } from '../rules';
import type { FieldDef, PickerField, WhenAny } from '../types';
import { usePickerOptions } from './usePickerOptions';
import { useText } from './useText';

interface Props {
    name: string;
    field: FieldDef;
    /** Editing an existing record: fields locked on edit are shown disabled. */
    editing?: boolean;
    /** View-only forms show every field disabled. */
    readOnly?: boolean;
    /** The form's other fields, for rules that read them (a checkbox off while a picker has nobody to choose). */
    siblings?: Readonly<Record<string, FieldDef>>;
}

const NO_CONDITION: WhenAny = {};

/** Whether a condition on other fields holds now, re-read as they change. */
const useCondition = (when: WhenAny | undefined): boolean => {
    const keys = Object.keys(when ?? NO_CONDITION);
    const values = useWatch({ name: keys, disabled: keys.length === 0 }) as unknown[] | undefined;
    if (!when || keys.length === 0) return false;
    return meets(when, Object.fromEntries(keys.map((k, i) => [k, values?.[i]])));
};

/** Whether the picker a checkbox names has loaded and offers nobody (shares the picker's cached options). */
const useNobodyToPick = (field: FieldDef, siblings: Props['siblings']): boolean => {
    const named =
        field.kind === 'boolean' && field.disabledWhenNoOptions ? siblings?.[field.disabledWhenNoOptions] : undefined;
    const picker = named?.kind === 'picker' ? (named as PickerField) : undefined;
    const by = useWatch({ name: picker?.sourceBy?.field ?? '__none__', disabled: !picker?.sourceBy });
    const { ready, options } = usePickerOptions(picker, { by });
    return ready && options.length === 0;
};

/**
 * The add/edit input for one field, with the rules that depend on other
 * fields: disabled and emptied while `disabledWhen` holds (access while the
 * resource is private), marked required unless `requiredUnless` holds.
 */
export const FieldInput = (props: Props) => {
    const { name, field } = props;
    const { setValue, getValues } = useFormContext();
    const nobody = useNobodyToPick(field, props.siblings);
    const off = useCondition(field.disabledWhen) || nobody;
    const exempt = useCondition(field.requiredUnless);
    useEffect(() => {
        if (!off) return;
        const empty = field.kind === 'picker' && field.multiple ? [] : field.kind === 'select' ? '' : null;
        const current = getValues(name) as unknown;
        if (
            current !== undefined &&
            current !== null &&
            current !== '' &&
            !(Array.isArray(current) && current.length === 0)
        ) {
            setValue(name, empty, { shouldValidate: true, shouldDirty: true });
        }
    }, [off, field, name, setValue, getValues]);
    return <KindInput {...props} conditionalOff={off} exempt={exempt} />;
};

/** The input for the field's kind (kinds/); rules live in the yup schema, not here. */
const KindInput = ({
    name,
    field,
    editing = false,
    readOnly = false,
    conditionalOff,
    exempt,
    siblings,
}: Props & { conditionalOff: boolean; exempt: boolean }) => {
    // Translated here once, for react-admin's inputs and the engine's own (colour, day, rich text) alike.
    const text = useText();
    const label = text(field.inputLabel ?? field.label);
    const required = Boolean(field.required) && !exempt;
    const disabled = readOnly || conditionalOff || (editing && Boolean(field.lockedOnEdit));
    const input = aspectOf<KindInput<FieldDef>>(INPUTS, field);
    return input ? input({ name, field, label, required, disabled, siblings }) : null;
};
