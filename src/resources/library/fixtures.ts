import { subDays, subMinutes } from 'date-fns';
import { type FixtureRows, objectIdAt, type SeedRandom, type StoredRecord } from '../../../fixtures/kit';

/**
 * Admin folders with sub folders for each audience, and the three libraries'
 * resources: files (the samples in fixtures/resource-files) and links,
 * private and shared, long access lists, several owners.
 */

const FOLDER_TITLES = [
    'Study Skills',
    'Exam Preparation',
    'Mathematics',
    'English',
    'Science',
    'Wellbeing',
    'Career Planning',
    'Parent Guides',
    'Time Management',
    'University Entry',
    'Writing Workshop',
    'Coaching Methods',
];
const SUB_TITLES = ['Worksheets', 'Videos', 'Templates', 'Past Papers', 'Reading', 'Checklists'];
const RESOURCE_TITLES = [
    'Weekly study plan',
    'Exam day checklist',
    'Mind map template',
    'Reading list',
    'Note taking guide',
    'Essay planner',
    'Goal setting worksheet',
    'Revision timetable',
    'Past paper tips',
    'Focus techniques',
    'Memory tricks',
    'Group study rules',
    'Feedback form',
    'Session agenda',
    'Progress tracker',
    'Motivation talk',
];
const SAMPLE_FILES = [
    { name: 'sample-study-plan.pdf', shown: 'Study plan.pdf' },
    { name: 'sample-exam-checklist.pdf', shown: 'Exam checklist.pdf' },
    { name: 'sample-mind-map.png', shown: 'Mind map.png' },
    { name: 'sample-timetable.png', shown: 'Timetable.png' },
    { name: 'sample-reading-list.txt', shown: 'Reading list.txt' },
];
const LINKS = [
    'https://www.khanacademy.org',
    'https://www.bbc.co.uk/bitesize',
    'https://www.coursera.org',
    'https://owl.purdue.edu',
    'https://www.ted.com/talks',
];

type Audience = 'coach' | 'student' | 'tbp';
const AUDIENCES: readonly Audience[] = ['coach', 'student', 'tbp'];
/** Folders shared more widely: with coaches and students ('both'), with every audience ('all'). */
const SHARED_FOLDERS = [
    { title: 'Shared Guides', type: 'both' },
    { title: 'Whole Platform', type: 'all' },
];

const pair = (row: StoredRecord, label: string) => ({ value: row._id, label });
const nameOf = (p: StoredRecord) => `${String(p.first_name)} ${String(p.last_name)}`;

/** What the rows are made from: the seed's stream and clock, the people and tags already made. */
interface LibrarySeed {
    random: SeedRandom;
    at: (days: number, minutes: number) => Date;
    adminId: string;
    /** Who owns folders and resources: mostly the super-admin, some the first two coaches. */
    owners: readonly string[];
    coaches: readonly StoredRecord[];
    students: readonly StoredRecord[];
    tags: readonly StoredRecord[];
}

const ownerOf = (seed: LibrarySeed, userId: string) => (userId === seed.adminId ? 'superadmin' : 'coach');

/** Each audience's admin folders with their sub folders, then the folders shared more widely. */
const folderRows = (seed: LibrarySeed) => {
    const categories: StoredRecord[] = [];
    const add = (row: Omit<StoredRecord, '_id'>, time: Date) => {
        const record = {
            _id: objectIdAt(time, seed.random.bytes(8)),
            ...row,
            createdAt: time.toISOString(),
            updatedAt: time.toISOString(),
        } as StoredRecord;
        categories.push(record);
        return record;
    };
    const topFolders: Record<Audience, StoredRecord[]> = { coach: [], student: [], tbp: [] };
    AUDIENCES.forEach((audience, a) => {
        FOLDER_TITLES.forEach((title, i) => {
            const type = audience;
            const userId = i % 5 === 4 ? seed.owners[3 + (i % 2)] : seed.adminId;
            const folder = add(
                {
                    title,
                    has_parent: false,
                    parent_category: null,
                    resource_type: type,
                    owner: ownerOf(seed, userId),
                    userId,
                },
                seed.at(200 - i * 10 - a, 30),
            );
            topFolders[audience].push(folder);
            // Every other folder has two or three sub folders; the last folders none, so they can be deleted.
            if (i % 2 === 0 && i < 10) {
                for (let s = 0; s < 2 + (i % 3); s++) {
                    add(
                        {
                            title: SUB_TITLES[(i + s) % SUB_TITLES.length],
                            has_parent: true,
                            parent_category: folder._id,
                            resource_type: type,
                            owner: folder.owner,
                            userId: folder.userId,
                        },
                        seed.at(150 - i * 10 - a, 20 - s),
                    );
                }
            }
        });
    });
    SHARED_FOLDERS.forEach(({ title, type }, i) => {
        const shared = { resource_type: type, owner: 'superadmin', userId: seed.adminId };
        const folder = add({ title, has_parent: false, parent_category: null, ...shared }, seed.at(210, i));
        add({ title: 'Handouts', has_parent: true, parent_category: folder._id, ...shared }, seed.at(209, i));
    });
    return { categories, topFolders };
};

/** Who a resource is for: its audience, or for a TBP one, all, coaches or students (none when private). */
const forWhomOf = (audience: Audience, i: number, isPrivate: boolean) => {
    if (audience !== 'tbp') return audience;
    return isPrivate ? '' : (['all', 'coach', 'student'] as const)[i % 3];
};

/** A resource's access list: everyone of its people, a few of them, or nobody (private, or for all). */
const accessOf = (seed: LibrarySeed, audience: Audience, i: number, isPrivate: boolean) => {
    const forWhom = forWhomOf(audience, i, isPrivate);
    const forStudents = forWhom === 'student' || audience === 'student';
    const people = forStudents ? seed.students : seed.coaches;
    const count = isPrivate || forWhom === 'all' ? 0 : i % 4 === 0 ? 2 + (i % 2) : 4 + (i % 5);
    if (i % 9 === 1 && count > 0) return [{ value: 'all', label: forStudents ? 'All Students' : 'All Coaches' }];
    return Array.from({ length: count }, (_, k) => people[(i * 5 + k * 3) % people.length]).map(p =>
        pair(p, nameOf(p)),
    );
};

/** The folder and sub folder a resource is filed in: most have a folder, some a sub folder too. */
const placeOf = (categories: readonly StoredRecord[], folders: readonly StoredRecord[], i: number) => {
    const folder = i % 6 === 5 ? undefined : folders[i % folders.length];
    const subs = folder ? categories.filter(c => c.parent_category === folder._id) : [];
    const sub = subs.length && i % 3 !== 0 ? subs[i % subs.length] : undefined;
    return {
        category: folder ? pair(folder, String(folder.title)) : null,
        subCategory: sub ? pair(sub, String(sub.title)) : null,
    };
};

const titleOf = (i: number) =>
    `${RESOURCE_TITLES[i % RESOURCE_TITLES.length]}${i >= RESOURCE_TITLES.length ? ` ${Math.floor(i / RESOURCE_TITLES.length) + 1}` : ''}`;

/** The i-th resource of an audience's library: a sample file or a link, private or shared, some by a coach. */
const resourceRow = (
    seed: LibrarySeed,
    folders: ReturnType<typeof folderRows>,
    audience: Audience,
    a: number,
    i: number,
): StoredRecord => {
    const time = seed.at(120 - a, i * 150);
    const isPrivate = i % 7 === 3;
    const forWhom = forWhomOf(audience, i, isPrivate);
    const sample = i % 2 === 0 ? SAMPLE_FILES[(i / 2) % SAMPLE_FILES.length] : undefined;
    const tag = i % 4 === 1 ? seed.tags[i % seed.tags.length] : undefined;
    const userId = i % 5 === 2 ? seed.owners[3 + (i % 2)] : seed.adminId;
    return {
        _id: objectIdAt(time, seed.random.bytes(8)),
        title: titleOf(i),
        access: accessOf(seed, audience, i, isPrivate),
        isPrivate,
        forWhom,
        ...placeOf(folders.categories, folders.topFolders[audience], i),
        tag: tag ? pair(tag, String(tag.tag)) : null,
        link: sample ? '' : LINKS[i % LINKS.length],
        resource_file: sample?.name ?? '',
        file_name: sample?.shown ?? '',
        block_download: i % 5 === 4,
        owner: ownerOf(seed, userId),
        userId,
        resource_for: audience === 'coach' ? 'coach' : 'student',
        is_added_for_coach: forWhom === 'coach' || forWhom === 'all',
        is_added_for_student: forWhom === 'student' || forWhom === 'all',
        resource_type: audience,
        createdAt: time.toISOString(),
        updatedAt: time.toISOString(),
    };
};

const created = (r: StoredRecord) => String(r.createdAt);
const byTime = (a: StoredRecord, b: StoredRecord) => (created(a) < created(b) ? -1 : created(a) > created(b) ? 1 : 0);

const libraryRows = (seed: LibrarySeed) => {
    const folders = folderRows(seed);
    const resources = AUDIENCES.flatMap((audience, a) =>
        Array.from({ length: 44 }, (_, i) => resourceRow(seed, folders, audience, a, i)),
    );
    return { categories: folders.categories.sort(byTime), resources: resources.sort(byTime) };
};

/** The folders and sub folders are seeded here with the resources they hold (folder/ builds on the library). */
export const fixtures: readonly FixtureRows[] = [
    {
        order: 150,
        seed: 20261111,
        rows: ({ random, base, db }) => {
            const adminId = db.users[0]._id;
            return libraryRows({
                random,
                at: (days, minutes) => subMinutes(subDays(base, days), minutes),
                adminId,
                owners: [adminId, adminId, adminId, db.coaches[0]._id, db.coaches[1]._id],
                coaches: db.coaches,
                students: db.students,
                tags: db.tags,
            });
        },
    },
];
