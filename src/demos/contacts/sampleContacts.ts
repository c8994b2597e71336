import type { Contact } from './contactsState';

const people: [string, string, string, boolean, boolean][] = [
    ['Olivia Harper', 'olivia.harper@example.com', '0412 345 678', true, true],
    ['Noah Patel', 'noah.patel@example.com', '0423 456 789', false, true],
    ['Ava Thompson', 'ava.thompson@example.com', '0434 567 890', true, false],
    ['Liam Nguyen', 'liam.nguyen@example.com', '0445 678 901', false, false],
    ['Mia Rossi', 'mia.rossi@example.com', '0456 789 012', false, true],
    ['Ethan Kowalski', 'ethan.kowalski@example.com', '0467 890 123', false, false],
    ['Chloe Martin', 'chloe.martin@example.com', '0478 901 234', true, false],
    ['Lucas Fernandes', 'lucas.fernandes@example.com', '0489 012 345', false, true],
];

export const sampleContacts = (): Contact[] =>
    people.map(([name, email, mobile, isfav, isfrequent], index) => ({
        id: index + 1,
        name,
        profile: '',
        email,
        mobile,
        isfav,
        isfrequent,
    }));
