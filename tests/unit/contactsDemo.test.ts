import { describe, expect, it } from 'vitest';
import { contactRules } from '../../src/demos/contacts/contactRules';
import { contactsReducer, panelCount, visibleContacts } from '../../src/demos/contacts/contactsState';
import { sampleContacts } from '../../src/demos/contacts/sampleContacts';

const names = (list: readonly { name: string }[]) => list.map(c => c.name);

describe('contacts demo: panels and search', () => {
    const contacts = sampleContacts();

    it('counts each panel', () => {
        expect([
            panelCount(contacts, 'all'),
            panelCount(contacts, 'frequent'),
            panelCount(contacts, 'favorite'),
        ]).toEqual([8, 4, 3]);
    });

    it('searches name, email and mobile, ignoring case', () => {
        expect(names(visibleContacts(contacts, 'all', 'NGUYEN'))).toEqual(['Liam Nguyen']);
        expect(names(visibleContacts(contacts, 'all', 'mia.rossi@'))).toEqual(['Mia Rossi']);
        expect(names(visibleContacts(contacts, 'all', '0478 901'))).toEqual(['Chloe Martin']);
    });

    it('finds a mobile from its digits without the spaces', () => {
        expect(names(visibleContacts(contacts, 'all', '0489012'))).toEqual(['Lucas Fernandes']);
    });

    it('searches within the chosen panel only', () => {
        expect(names(visibleContacts(contacts, 'favorite', 'a'))).toEqual([
            'Olivia Harper',
            'Ava Thompson',
            'Chloe Martin',
        ]);
        expect(visibleContacts(contacts, 'frequent', 'Ava')).toEqual([]);
    });

    it('shows everyone in the panel for an empty search', () => {
        expect(visibleContacts(contacts, 'all', '   ')).toHaveLength(8);
    });
});

describe('contacts demo: changes', () => {
    it('adds a contact neither favourite nor frequent, with the next id', () => {
        const state = contactsReducer(sampleContacts(), {
            type: 'add',
            contact: { name: 'Zoe Park', email: 'zoe@example.com', mobile: '0400 000 000' },
        });
        expect(state.at(-1)).toEqual({
            id: 9,
            name: 'Zoe Park',
            profile: '',
            email: 'zoe@example.com',
            mobile: '0400 000 000',
            isfav: false,
            isfrequent: false,
        });
    });

    it('edits, deletes a selection, and toggles a favourite', () => {
        let state = contactsReducer(sampleContacts(), {
            type: 'update',
            id: 2,
            contact: { name: 'Noah P', email: 'n@example.com', mobile: '1' },
        });
        expect(state[1]).toMatchObject({ id: 2, name: 'Noah P', isfrequent: true });
        state = contactsReducer(state, { type: 'delete', ids: [1, 3] });
        expect(state.map(c => c.id)).toEqual([2, 4, 5, 6, 7, 8]);
        state = contactsReducer(state, { type: 'toggleFavourite', id: 4 });
        expect(state.find(c => c.id === 4)?.isfav).toBe(true);
    });
});

describe('contact form rules', () => {
    const errors = async (values: object) => {
        try {
            await contactRules.validate(values, { abortEarly: false });
            return {};
        } catch (error) {
            return Object.fromEntries(
                (error as { inner: { path: string; message: string }[] }).inner.map(e => [e.path, e.message]),
            );
        }
    };

    it("says the spec's words, letter for letter", async () => {
        expect(await errors({ name: '', email: '', mobile: ' ' })).toEqual({
            name: 'This field is required',
            email: 'This Field is required',
            mobile: 'This field is required',
        });
        expect(await errors({ name: 'A', email: 'not-an-email', mobile: '1' })).toEqual({
            email: 'Please Enter Valid Email',
        });
        expect(await errors({ name: 'A', email: 'a@example.com', mobile: '1' })).toEqual({});
    });
});
