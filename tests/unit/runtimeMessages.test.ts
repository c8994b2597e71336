import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/account/accountRules';
import { changePasswordRules } from '../../src/shared/account/accountRules';
import { PASSWORD_LENGTH_MESSAGE } from '../../src/shared/account/passwordBounds';
import { loginRules } from '../../src/shared/account/rules';
import { i18nProvider } from '../../src/i18n';
import { declaredTexts } from '../../src/i18n/declaredTexts';
import { login } from '../../src/i18n/en/login';
import { publicText } from '../../src/i18n/publicTexts';
import { fillPlaceholders, runtimeMessage } from '../../src/shared/runtimeMessages';
import { couponResource } from '../../src/resources/coupon/schema';
import { eventResource } from '../../src/resources/event/schema';
import { noticeResource } from '../../src/resources/notice/schema';
import { ENGINE_MESSAGES } from '../../src/shared/messages';
import { validationSchema } from '../../src/shared/validation';
import type { ResourceDeclaration } from '../../src/shared/types';

const now = () => new Date(2026, 10, 22, 12, 0);

/** The message the form shows for one field, in English as the rules give it. */
const fieldMessage = async (decl: ResourceDeclaration, values: Record<string, unknown>, field: string) => {
    const error = await validationSchema(decl, now)
        .validate(values, { abortEarly: false })
        .then(
            () => undefined,
            (e: { inner: { path?: string; message: string }[] }) =>
                e.inner.find(inner => inner.path === field)?.message,
        );
    if (!error) throw new Error(`no message for ${field}`);
    return error;
};

/** What react-admin shows for a message: its input's error text goes through translate keyed by the text. */
const shown = (message: string) => i18nProvider.translate(message, { _: message });

afterEach(() => i18nProvider.changeLocale('en'));

describe('messages built at run time', () => {
    it('fill their placeholders as polyglot does, leaving unknown ones', () => {
        expect(fillPlaceholders('%{label} must be at most %{n} characters', { label: 'Name', n: 255 })).toBe(
            'Name must be at most 255 characters',
        );
        expect(fillPlaceholders('%{a} and %{b}', { a: 'x' })).toBe('x and %{b}');
    });

    it('stay letter for letter in English: what the server sends and the tests match', async () => {
        expect(PASSWORD_LENGTH_MESSAGE).toBe('Password must be 8 to 16 characters');
        // Named as the form names the field ("Event Name"), not as its column ("Name").
        expect(
            await fieldMessage(eventResource, { event_name: 'x'.repeat(256), event_color: '#ef9a9a' }, 'event_name'),
        ).toBe('Event Name must be at most 255 characters');
        expect(await fieldMessage(couponResource, { expiryDate: '2026-11-20' }, 'expiryDate')).toBe(
            'Please select 23/11/2026 or later',
        );
        expect(await fieldMessage(couponResource, { expiryDate: '2026-1' }, 'expiryDate')).toBe(
            'Please enter a whole date as DD/MM/YYYY',
        );
        expect(shown('Name must be at most 255 characters')).toBe('Name must be at most 255 characters');
    });

    it('show in French with the French label put in', async () => {
        const cap = await fieldMessage(
            eventResource,
            { event_name: 'x'.repeat(256), event_color: '#ef9a9a' },
            'event_name',
        );
        const later = await fieldMessage(couponResource, { expiryDate: '2026-11-20' }, 'expiryDate');
        const notice = await fieldMessage(
            noticeResource,
            { notice_desc: `<p>${'x'.repeat(50_001)}</p>` },
            'notice_desc',
        );
        await i18nProvider.changeLocale('fr');
        expect(shown(cap)).toBe("Le champ « Nom de l'événement » doit comporter au maximum 255 caractères");
        expect(shown(later)).toBe('Veuillez choisir le 23/11/2026 ou une date ultérieure');
        expect(shown(notice)).toBe('Le champ « Description » doit comporter au maximum 50000 caractères');
        expect(shown(PASSWORD_LENGTH_MESSAGE)).toBe('Le mot de passe doit comporter de 8 à 16 caractères');
        // A message built after the language arrived (a date checked today) is translated too.
        const earlier = runtimeMessage(ENGINE_MESSAGES.dayOrEarlier, { day: '01/01/2027' });
        expect(shown(earlier)).toBe('Veuillez choisir le 01/01/2027 ou une date antérieure');
        // Texts that are not built at run time are translated as before; unknown ones (the server's) stay.
        expect(shown('Please Enter Event Name')).toBe("Veuillez saisir le nom de l'événement");
        expect(shown('Event added successfully')).toBe('Event added successfully');
    });

    it('show in each other language, with the same values', async () => {
        const cap = runtimeMessage(ENGINE_MESSAGES.textCap, { label: 'Name', n: 255 });
        const expected = {
            zh: '“名称”不能超过 255 个字符',
            es: 'El campo «Nombre» debe tener como máximo 255 caracteres',
            it: 'Il campo «Nome» deve contenere al massimo 255 caratteri',
        };
        for (const [locale, text] of Object.entries(expected)) {
            await i18nProvider.changeLocale(locale);
            expect(shown(cap)).toBe(text);
        }
        await i18nProvider.changeLocale('en');
        expect(shown(cap)).toBe('Name must be at most 255 characters');
    });

    it('are in the completeness check, with the account forms’ messages', () => {
        const texts = declaredTexts();
        expect(texts).toEqual(
            expect.arrayContaining([
                ...Object.values(ENGINE_MESSAGES),
                'Password must be %{min} to %{max} characters',
                ...ACCOUNT_MESSAGES,
            ]),
        );
        expect(texts).not.toContain(PASSWORD_LENGTH_MESSAGE);
    });
});

describe('the sign-in page outside react-admin', () => {
    const firstMessage = async (rules: typeof loginRules | typeof changePasswordRules, values: object) =>
        rules.validate(values).then(
            () => '',
            (e: Error) => e.message,
        );

    it('is English until the console chooses another language, and English again after', async () => {
        expect(publicText(login.title, 'login.title')).toBe('Sign In');
        expect(publicText('Cannot sign in')).toBe('Cannot sign in');

        await i18nProvider.changeLocale('fr');
        expect(publicText(login.title, 'login.title')).toBe('Connexion');
        expect(publicText(await firstMessage(loginRules, { email: '', password: 'Password@123' }))).toBe(
            "Veuillez saisir l'e-mail",
        );
        expect(publicText(await firstMessage(loginRules, { email: 'a@b.co', password: 'short' }))).toBe(
            'Le mot de passe doit comporter de 8 à 16 caractères',
        );
        expect(publicText('Cannot sign in')).toBe('Impossible de se connecter');
        // The server's refusal is not one of the console's texts: it stays as sent.
        expect(publicText('Invalid email or password')).toBe('Invalid email or password');

        await i18nProvider.changeLocale('en');
        expect(publicText(login.title, 'login.title')).toBe('Sign In');
        expect(publicText(PASSWORD_LENGTH_MESSAGE)).toBe('Password must be 8 to 16 characters');
    });
});
