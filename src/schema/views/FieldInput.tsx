import { useContext, useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { INPUTS, type KindInput } from '../kinds/inputs';
import { aspectOf } from '../../shared/kinds/kind';
import { emptyValueOf } from '../../shared/kinds/empty';
import { conditionFields, optionsField, valuesByName } from '../../shared/conditions';
import { conditionsNow } from '../../shared/fieldConditions';
import { FIELD_CONDITIONS, type FieldDef, type PickerField } from '../../shared/types';
import { NobodyToPick } from '../../components/RuleForm';
import { usePickerOptions } from './usePickerOptions';
import { useText } from './useText';
import { useScreenOffer } from './screenOffer';

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

/** Whether the picker a condition names (`noOptions`) has loaded and offers nobody (shares its cached options). */
const useNobodyToPick = (name: string | undefined, siblings: Props['siblings']): boolean => {
    const named = name ? siblings?.[name] : undefined;
    const picker = named?.kind === 'picker' ? (named as PickerField) : undefined;
    const by = useWatch({ name: picker?.sourceBy?.field ?? '__none__', disabled: !picker?.sourceBy });
    const { ready, options } = usePickerOptions(picker, { by });
    const nobody = ready && options.length === 0;
    // The form's rules read it too (a field required while nobody can be picked).
    const facts = useContext(NobodyToPick);
    useEffect(() => {
        if (name) facts?.set(name, nobody);
    }, [facts, name, nobody]);
    return nobody;
};

/** Whether the field is disabled and required now, as its conditions say, re-read as the fields they read change. */
const useConditions = (field: FieldDef, siblings: Props['siblings']) => {
    const all = FIELD_CONDITIONS.flatMap(option => field[option] ?? []);
    const fields = conditionFields({ all });
    const values = useWatch({ name: fields, disabled: fields.length === 0 }) as unknown[] | undefined;
    const nobody = useNobodyToPick(optionsField({ all }), siblings);
    return conditionsNow(field, valuesByName(fields, values), { noOptions: () => nobody });
};

/**
 * The add/edit input for one field, with the rules that depend on other
 * fields: disabled and emptied while `disabledWhen` holds (access while the
 * resource is private; private while nobody can be picked), marked required while its requirement holds.
 */
export const FieldInput = (props: Props) => {
    const { name, field } = props;
    const { setValue, getValues } = useFormContext();
    const { disabled: off, required } = useConditions(field, props.siblings);
    useEffect(() => {
        if (!off) return;
        const empty = emptyValueOf(field);
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
    return <KindInput {...props} conditionalOff={off} required={required} />;
};

/** The input for the field's kind (kinds/); rules live in the yup schema, not here. */
const KindInput = ({
    name,
    field,
    editing = false,
    readOnly = false,
    conditionalOff,
    required,
    siblings,
}: Props & { conditionalOff: boolean; required: boolean }) => {
    // Translated here once, for react-admin's inputs and the engine's own (colour, day, rich text) alike.
    const text = useText();
    const label = text(field.inputLabel ?? field.label);
    // A field the session's role may read but not change is shown disabled (a disabled input is not sent).
    const roleReadOnly = useScreenOffer().field(name) === 'readonly';
    const disabled = readOnly || roleReadOnly || conditionalOff || (editing && Boolean(field.lockedOnEdit));
    const input = aspectOf<KindInput<FieldDef>>(INPUTS, field);
    return input ? input({ name, field, label, required, disabled, siblings }) : null;
};
