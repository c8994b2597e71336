import type { Picked } from '../../shared/rules';

/**
 * The libraries' display rules (spec part 2, sections 2 and 3), pure so the
 * unit tests read them without a screen.
 */

type Row = Readonly<Record<string, unknown>>;

const labelOf = (picked: unknown): string =>
    typeof picked === 'object' && picked !== null && typeof (picked as Picked).label === 'string'
        ? (picked as Picked).label
        : '';

/** Who a resource is shared with, when it has no tag: forWhom, then the added-for flags, then SELF. */
export const sharedToText = (row: Row): string => {
    if (row.forWhom === 'all') return 'STUDENT_COACH';
    if (typeof row.forWhom === 'string' && row.forWhom) return row.forWhom.toUpperCase();
    if (row.is_added_for_coach && row.is_added_for_student) return 'STUDENT_COACH';
    if (row.is_added_for_student) return 'STUDENT';
    if (row.is_added_for_coach) return 'COACH';
    return 'SELF';
};

/** The Tag cell: the tag's label if there is one, otherwise who the resource is shared with. */
export const tagText = (row: Row): string => labelOf(row.tag) || sharedToText(row);

type Everyone = 'All Coaches and Students' | 'All Coaches' | 'All Students';

/**
 * The audience cell: everyone (TBP's "all", or a library shared with all its coaches or students, told by the
 * picker's "all" entry), the creator alone, or the recipients' names (shown as a list). "Everyone" and "Me Only"
 * are the console's words, translated; names are the people's.
 */
export const audienceOf = (row: Row): { text: Everyone | 'Me Only' } | { names: string[] } => {
    if (row.forWhom === 'all') return { text: 'All Coaches and Students' };
    const access: unknown[] = Array.isArray(row.access) ? row.access : [];
    const everyone = access.find(p => typeof p === 'object' && p !== null && (p as Picked).value === 'all');
    if (everyone && row.isPrivate !== true)
        return { text: labelOf(everyone) === 'All Students' ? 'All Students' : 'All Coaches' };
    const names = access.map(labelOf).filter(Boolean);
    if (row.isPrivate === true || names.length === 0) return { text: 'Me Only' };
    return { names };
};

/** A folder's "Shared to" code: all gives 'TR, SR, CR', both 'SR, CR', none 'NA', others their first letter and R. */
export const sharedToCode = (resourceType: unknown): string => {
    if (resourceType === 'all') return 'TR, SR, CR';
    if (resourceType === 'both') return 'SR, CR';
    if (typeof resourceType !== 'string' || !resourceType) return 'NA';
    return `${resourceType.charAt(0).toUpperCase()}R`;
};

/** Whether the signed-in user made the row (edit and delete are theirs alone). */
export const isCreator = (row: Row, userId: unknown, key = 'userId'): boolean =>
    userId !== undefined && userId !== null && userId !== '' && String(row[key] ?? '') === String(userId);
