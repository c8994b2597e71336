import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { permitted, refuseLockedWrites } from '../../server/http/permits';
import { declarations } from '../../src/shared/entities/declarations';
import {
    FIELD_ACCESS,
    type Grants,
    rolePermissions,
    SUPER_ADMIN_PERMISSIONS,
} from '../../src/shared/permissions/model';
import { PERMISSION_CATALOGUE } from '../../src/shared/permissions/screens';
import type { TranslationMessages } from 'react-admin';
import { declaredPlace, customPlace, offerOf, refusalText } from '../../src/schema/permissionOffer';
import { allCatalogues } from '../../src/i18n/allCatalogues';
import { flatten } from '../../src/i18n/catalogue';
import { en } from '../../src/i18n/en';
import { fillPlaceholders, type MessageArgs } from '../../src/shared/runtimeMessages';
import { offeredDeclaration } from '../../src/schema/offeredDeclaration';

/** A role over the catalogue: any actions of each screen, any rule for each field, some screens left out. */
const arbitraryGrants: fc.Arbitrary<Grants> = fc
    .tuple(
        ...PERMISSION_CATALOGUE.map(screen =>
            fc.option(
                fc.record({
                    actions: fc.subarray(screen.actions.map(a => a.key)),
                    fields: fc.record(
                        Object.fromEntries(screen.fields.map(f => [f.name, fc.constantFrom(...FIELD_ACCESS)])),
                        { requiredKeys: [] },
                    ),
                }),
                { nil: undefined },
            ),
        ),
    )
    .map(
        (grants): Grants =>
            Object.fromEntries(
                PERMISSION_CATALOGUE.flatMap((screen, i) => (grants[i] ? [[screen.key, grants[i]]] : [])),
            ) as Grants,
    );

/** The API's verdict on one action: its own middleware, run against a staff session of the role. */
const apiAllows = (grants: Grants, screen: string, action: string) => {
    const answered: { body?: unknown } = {};
    const res = {
        locals: { role: 'staff', permissions: rolePermissions('Tester', grants) },
        json: (body: unknown) => (answered.body = body),
    };
    let refused: unknown;
    permitted({ screen, action })({} as Request, res as unknown as Response, error => (refused = error));
    return { allowed: refused === undefined, res, answered };
};

/** What the API answers of a record holding every field of the screen (through the answer it wrapped). */
const apiSends = ({ res, answered }: ReturnType<typeof apiAllows>, names: readonly string[]) => {
    res.json(Object.fromEntries(names.map(name => [name, 'x'])));
    return answered.body as Record<string, unknown>;
};

/** Whether the API refuses an edit changing this field. */
const apiRefusesChange = (res: unknown, name: string): boolean => {
    let refused: unknown;
    refuseLockedWrites(() => ({ _id: '1', [name]: 'before' }))(
        { body: { [name]: 'after' } } as Request,
        res as Response,
        error => (refused = error),
    );
    return refused !== undefined;
};

describe("the console's offer and the API's verdict", () => {
    it('agree for every screen, action and field of seeded random roles', () => {
        fc.assert(
            fc.property(arbitraryGrants, grants => {
                const permissions = rolePermissions('Tester', grants);
                for (const screen of PERMISSION_CATALOGUE) {
                    const decl = declarations.find(d => d.name === screen.key);
                    const offer = offerOf(permissions, decl ? declaredPlace(decl) : customPlace(screen.key));
                    for (const action of screen.actions)
                        expect(offer.may(action.key), `${screen.key}: ${action.key}`).toBe(
                            apiAllows(grants, screen.key, action.key).allowed,
                        );
                    const listed = apiAllows(grants, screen.key, 'list');
                    if (!listed.allowed || screen.fields.length === 0) continue;
                    const names = screen.fields.map(f => f.name);
                    const sent = apiSends(listed, names);
                    const shown = offeredDeclaration(decl!, offer);
                    for (const name of names) {
                        // Shown only when the API sends it; editable only when the API takes a change to it.
                        expect(name in shown.fields, `${screen.key}.${name} shown`).toBe(name in sent);
                        expect(shown.list.columns.includes(name), `${screen.key}.${name} column`).toBe(
                            name in sent && decl!.list.columns.includes(name),
                        );
                        expect(offer.field(name) === 'editable', `${screen.key}.${name} editable`).toBe(
                            !apiRefusesChange(listed.res, name),
                        );
                    }
                }
            }),
            { seed: 51, numRuns: 40 },
        );
    });
});

describe('the gating helpers', () => {
    const event = declarations.find(d => d.name === 'event')!;
    const role = rolePermissions('Content editor', { event: { actions: ['list', 'edit'] } });

    it('narrow a declaration to the calls and fields the role has', () => {
        const shown = offeredDeclaration(event, offerOf(role, declaredPlace(event)));
        expect(shown.api.create).toBeUndefined();
        expect(shown.api.delete).toBeUndefined();
        expect(shown.api.update).toBe(event.api.update);
    });

    it('leave the super-admin every call and field', () => {
        expect(offeredDeclaration(event, offerOf(SUPER_ADMIN_PERMISSIONS, declaredPlace(event)))).toBe(event);
    });

    it("say a refused screen in the API's words", () => {
        const coupon = declarations.find(d => d.name === 'coupon')!;
        expect(offerOf(role, declaredPlace(coupon)).refusal()).toBe('Content editor may not list coupon codes');
        expect(offerOf(role, customPlace('insights')).mayOpen()).toBe(false);
    });

    it('word a refused address in English exactly as the API refuses it, for every screen; in French from the same parts', () => {
        const inLanguage = (catalogue: { messages: object; texts: Record<string, string> }) => {
            const keyed = flatten(catalogue.messages as TranslationMessages);
            return (key: string, options: Record<string, unknown>) =>
                fillPlaceholders(keyed[key] ?? catalogue.texts[key] ?? String(options._), options as MessageArgs);
        };
        const english = inLanguage({ messages: en, texts: {} });
        const refusing = rolePermissions('Support', {});
        const places = [
            ...declarations.map(declaredPlace),
            ...PERMISSION_CATALOGUE.map(screen => customPlace(screen.key)),
        ];
        for (const place of places) {
            const offer = offerOf(refusing, place);
            expect(refusalText(english, offer.refusalMessage())).toBe(offer.refusal());
            expect(refusalText(english, offer.refusalMessage('edit'))).toBe(offer.refusal('edit'));
        }
        const french = inLanguage(allCatalogues.fr);
        const coupon = offerOf(refusing, declaredPlace(declarations.find(d => d.name === 'coupon')!));
        expect(refusalText(french, coupon.refusalMessage())).toBe(
            'Support ne peut pas afficher la liste des codes promo',
        );
        const staff = offerOf(refusing, declaredPlace(declarations.find(d => d.name === 'staff')!));
        expect(refusalText(french, staff.refusalMessage())).toBe(
            'Support ne peut pas afficher la liste des membres du personnel',
        );
        // Roles are the super-admin's alone: no role is granted them, so the whole screen is refused.
        const roles = offerOf(refusing, declaredPlace(declarations.find(d => d.name === 'role')!));
        expect(refusalText(french, roles.refusalMessage())).toBe('Support ne peut pas ouvrir cet écran');
    });

    it('keep the super-admin screens (staff, roles) from every role', () => {
        const staff = declarations.find(d => d.name === 'staff')!;
        expect(offerOf(role, declaredPlace(staff)).mayOpen()).toBe(false);
        expect(offerOf(SUPER_ADMIN_PERMISSIONS, declaredPlace(staff)).mayOpen()).toBe(true);
    });
});
