/** Sample people a note can @mention. */
const MENTION_PEOPLE = [
    { id: '1', label: 'Lisa Brooks' },
    { id: '2', label: 'Marcus Chen' },
    { id: '3', label: 'Priya Nair' },
    { id: '4', label: 'Tom Walsh' },
    { id: '5', label: 'Amelia Scott' },
    { id: '6', label: 'Daniel Okafor' },
];

export type MentionPerson = (typeof MENTION_PEOPLE)[number];

/** People whose first or last name starts with what follows the @. */
export const mentionMatches = (query: string, limit = 6): MentionPerson[] => {
    const q = query.trim().toLowerCase();
    return MENTION_PEOPLE.filter(p =>
        p.label
            .toLowerCase()
            .split(' ')
            .some(part => part.startsWith(q)),
    ).slice(0, limit);
};
