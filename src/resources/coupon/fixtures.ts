import { addDays, formatISO, subDays } from 'date-fns';
import { creationTimes, type FixtureRows, objectIdAt, type SeedRandom, type StoredRecord } from '../../../fixtures/kit';
import { SUBSCRIBER_TYPES } from '../subscription/fixtures';

const day = (d: Date): string => formatISO(d, { representation: 'date' });

const COUPON_WORDS = [
    'WELCOME',
    'SPRING',
    'EXAM',
    'TERM',
    'SCHOOL',
    'TBP',
    'FAMILY',
    'FRIEND',
    'HOLIDAY',
    'WINTER',
    'SUMMER',
    'BACK2SCHOOL',
    'STUDY',
    'MATHS',
    'READ',
    'EARLY',
    'LOYAL',
    'COACH',
    'BOOST',
    'PARENT',
    'SIBLING',
    'OPENDAY',
    'NAPLAN',
    'SENIOR',
    'REFER',
    'FLASH',
    'NEWYEAR',
];

/**
 * 27 coupons: percent and amount offers, some without a redemption limit,
 * seven past their expiry day (four already marked expired, three still
 * marked active for the API's sweep to catch) and two switched off.
 */
const coupons = (random: SeedRandom, base: Date): StoredRecord[] =>
    creationTimes(random, base, COUPON_WORDS.length, 300).map((created, i) => {
        const percent = i % 3 !== 1;
        const amount = percent ? 5 * (1 + random.int(10)) : 5 + random.int(36);
        const pastExpiry = i % 4 === 2;
        const maxApply = i % 5 === 0 ? null : 10 * (1 + random.int(20));
        const expiryDate = pastExpiry
            ? day(subDays(base, 5 + random.int(120)))
            : day(addDays(base, 150 + random.int(600)));
        const status = pastExpiry ? (i < 16 ? 'expired' : 'active') : i % 9 === 4 ? 'inactive' : 'active';
        return {
            _id: objectIdAt(created, random.bytes(8)),
            couponCode: `${COUPON_WORDS[i]}${amount}`,
            type: SUBSCRIBER_TYPES[random.int(SUBSCRIBER_TYPES.length)],
            offerType: percent ? 'percent' : 'amount',
            amount,
            durationType: random.next() < 0.7 ? 'once' : 'repeating',
            applytype: random.pick(['monthly', 'quarterly', 'half_yearly', 'yearly', 'all']),
            expiryDate,
            maxApply,
            totalUsed: random.int(maxApply ?? 60),
            status,
            createdAt: created.toISOString(),
        };
    });

export const fixtures: readonly FixtureRows[] = [
    { order: 100, seed: 20261191, rows: ({ random, base }) => ({ coupons: coupons(random, base) }) },
];
