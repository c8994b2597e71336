/** The contacts demo's entity (spec part 2, section 3). `profile` is a picture; empty shows initials. */
export interface Contact {
    id: number;
    name: string;
    profile: string;
    email: string;
    mobile: string;
    isfav: boolean;
    isfrequent: boolean;
}

export type ContactInput = Pick<Contact, 'name' | 'email' | 'mobile'>;

export const PANELS = ['all', 'frequent', 'favorite'] as const;
export type Panel = (typeof PANELS)[number];

export type ContactsAction =
    | { type: 'add'; contact: ContactInput }
    | { type: 'update'; id: number; contact: ContactInput }
    | { type: 'delete'; ids: readonly number[] }
    | { type: 'toggleFavourite'; id: number };

export const contactsReducer = (contacts: Contact[], action: ContactsAction): Contact[] => {
    switch (action.type) {
        case 'add': {
            const id = Math.max(0, ...contacts.map(c => c.id)) + 1;
            return [...contacts, { id, profile: '', isfav: false, isfrequent: false, ...action.contact }];
        }
        case 'update':
            return contacts.map(c => (c.id === action.id ? { ...c, ...action.contact } : c));
        case 'delete':
            return contacts.filter(c => !action.ids.includes(c.id));
        case 'toggleFavourite':
            return contacts.map(c => (c.id === action.id ? { ...c, isfav: !c.isfav } : c));
    }
};

const inPanel = (contact: Contact, panel: Panel) =>
    panel === 'all' || (panel === 'frequent' ? contact.isfrequent : contact.isfav);

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The search matches name, email or mobile, ignoring case; a mobile also
 * matches when only the digits are typed ("0412345" finds "0412 345 678").
 */
const matchesSearch = (contact: Contact, search: string): boolean => {
    const query = search.trim().toLowerCase();
    if (!query) return true;
    const number = digits(query);
    return (
        contact.name.toLowerCase().includes(query) ||
        contact.email.toLowerCase().includes(query) ||
        contact.mobile.toLowerCase().includes(query) ||
        (number.length > 0 && number === query.replace(/[\s()+-]/g, '') && digits(contact.mobile).includes(number))
    );
};

export const visibleContacts = (contacts: readonly Contact[], panel: Panel, search: string) =>
    contacts.filter(c => inPanel(c, panel) && matchesSearch(c, search));

export const panelCount = (contacts: readonly Contact[], panel: Panel) =>
    contacts.filter(c => inPanel(c, panel)).length;
