import { act, useContext, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { NobodyToPick, RuleForm } from '../../src/components/RuleForm';
import { get } from '../../src/shared/endpoints';
import { personReference, text } from '../../src/shared/fields';
import { fieldsSchema } from '../../src/shared/validation';

/** A reason required while no coach can be picked: the form's rules read what the coach picker loaded. */
const rules = fieldsSchema({
    coach_id: personReference({ label: 'Coach', source: get('/get/allcoach') }),
    reason: text({
        label: 'Reason',
        required: 'Please say why no coach',
        requiredWhen: { field: 'coach_id', op: 'noOptions' },
    }),
});

/** Stands for the coach picker's input: says whether it offers nobody, then asks whether the reason is valid. */
const Picker = ({ nobody, onChecked }: { nobody: boolean; onChecked: (valid: boolean) => void }) => {
    const facts = useContext(NobodyToPick);
    const { register, trigger } = useFormContext();
    register('reason');
    useEffect(() => {
        facts?.set('coach_id', nobody);
        void trigger('reason').then(onChecked);
    }, [facts, nobody, trigger, onChecked]);
    return null;
};

/** Whether the form takes an empty reason, the coach picker offering nobody or not. */
const takesNoReason = async (nobody: boolean): Promise<boolean> => {
    let valid: boolean | undefined;
    const host = document.createElement('div');
    await act(async () => {
        createRoot(host).render(
            <AdminContext>
                <RuleForm rules={rules} onSubmit={() => undefined} record={{}} guard={false}>
                    <Picker nobody={nobody} onChecked={checked => (valid = checked)} />
                </RuleForm>
            </AdminContext>,
        );
    });
    await expect.poll(() => valid).toBeDefined();
    return valid!;
};

describe("the form's rules and a picker that offers nobody", () => {
    beforeEach(() => {
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    });

    it('require the reason only while no coach can be picked, as the fake API does', async () => {
        expect(await takesNoReason(false)).toBe(true);
        expect(await takesNoReason(true)).toBe(false);
    });
});
