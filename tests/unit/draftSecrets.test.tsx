import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, type AuthProvider, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { RuleForm } from '../../src/components/RuleForm';
import { readDraft } from '../../src/schema/draftStore';
import { DraftOffer, pageDraft } from '../../src/schema/views/DraftOffer';

const auth: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    getIdentity: async () => ({ id: 'person-1', fullName: 'Person One' }),
};

/** The form's hand, for the test to type with. */
let form: ReturnType<typeof useFormContext> | undefined;
const Hand = () => {
    form = useFormContext();
    return null;
};

/** Types into both fields as a person would (a change to a named field), then the page goes away. */
const typeThenLeave = () =>
    act(async () => {
        form?.setValue('smtp_email', 'new@example.com', { shouldDirty: true });
        form?.setValue('smtp_password', 'typed secret', { shouldDirty: true });
        window.dispatchEvent(new Event('pagehide'));
    });

describe("a page's draft with fields it never keeps", () => {
    beforeEach(() => {
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
        localStorage.clear();
    });

    it('keeps what was typed but never the secrets, even as the page goes away', async () => {
        const target = pageDraft({ route: 'general/profile' }, ['smtp_password']);
        const host = document.createElement('div');
        await act(async () => {
            createRoot(host).render(
                <AdminContext authProvider={auth}>
                    <RuleForm
                        rules={yup.object({ smtp_email: yup.string(), smtp_password: yup.string() })}
                        onSubmit={() => undefined}
                        record={{ smtp_email: 'old@example.com', smtp_password: 'stored secret' }}
                        guard={false}
                    >
                        <DraftOffer target={target} onPage />
                        <TextInput source="smtp_email" />
                        <TextInput source="smtp_password" />
                        <Hand />
                    </RuleForm>
                </AdminContext>,
            );
        });
        const place = { person: 'person-1', route: 'general/profile' };
        await expect
            .poll(async () => {
                // Kept once the person is known (the identity loads after the form).
                await typeThenLeave();
                return readDraft(localStorage, place)?.values;
            })
            .toEqual({ smtp_email: 'new@example.com' });
        expect(JSON.stringify(localStorage)).not.toContain('secret');
    });
});
