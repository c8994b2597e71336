import { addDays } from 'date-fns';
import { creationTimes, type FixtureRows, objectIdAt, type SeedRandom, type StoredRecord } from '../../../fixtures/kit';

const cents = (n: number): number => Math.round(n * 100) / 100;

/** Fisher-Yates with the seeded source. */
const shuffled = <T>(random: SeedRandom, items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
        const j = random.int(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
};

const PACKAGE_NAMES = [
    'Starter',
    'Foundation',
    'Core Skills',
    'Exam Ready',
    'Scholarship Prep',
    'Homework Help',
    'Maths Boost',
    'English Plus',
    'Science Lab',
    'Senior Success',
    'Junior Explorer',
    'Coding Club',
    'Study Planner',
    'Revision Pro',
    'NAPLAN Prep',
    'Selective Entry',
    'Reading Buddy',
    'Writing Workshop',
    'Tutor Unlimited',
    'Family Pack',
    'Holiday Intensive',
    'Weekend Classes',
    'Coach Connect',
    'Premium Mentor',
    'Term Saver',
    'Year 12 Intensive',
    'Primary Pathway',
    'Language Lab',
];

const PACKAGE_FEATURES = [
    'Unlimited access to the resource library',
    'Weekly progress report for parents',
    'One coaching session a week',
    'Two coaching sessions a week',
    'Exam planner with reminders',
    'Practice tests with worked solutions',
    'Priority support by e-mail',
    'Study plan reviewed every term',
    'Access to TBP video lessons',
    'Group revision workshops',
    'Homework help chat',
    'Printable worksheets',
];

const PLAN_TYPES = ['monthly', 'yearly', 'half_yearly', 'quarterly'] as const;
export const SUBSCRIBER_TYPES = ['school_student', 'TBP_student', 'independently'] as const;

const subscriptionPackages = (random: SeedRandom, base: Date): StoredRecord[] =>
    creationTimes(random, base, PACKAGE_NAMES.length, 365).map((created, i) => {
        const monthly = cents(9 + random.int(40) + 0.99);
        const prices = {
            monthly_price: monthly,
            quarterly_price: cents(monthly * 3 * 0.95),
            half_yearly_price: cents(monthly * 6 * 0.9),
            yearly_price: cents(monthly * 12 * 0.85),
        };
        const plan_type = PLAN_TYPES[i % PLAN_TYPES.length];
        const price = prices[`${plan_type}_price`];
        const features = shuffled(random, PACKAGE_FEATURES).slice(0, 2 + random.int(3));
        return {
            _id: objectIdAt(created, random.bytes(8)),
            name: `${PACKAGE_NAMES[i]} ${plan_type === 'half_yearly' ? 'Half-Yearly' : plan_type[0].toUpperCase() + plan_type.slice(1)}`,
            description: `${PACKAGE_NAMES[i]} package: ${features.join(', ').toLowerCase()}.`,
            originalPrice: cents(price * 1.2),
            price,
            plan_type,
            types_subscribers: SUBSCRIBER_TYPES[random.int(SUBSCRIBER_TYPES.length)],
            is_recurring: true,
            // Every fourth package is held by someone, which freezes its status.
            status: i % 7 === 3 ? 'inactive' : 'active',
            ...(i % 4 === 1 ? { user: objectIdAt(addDays(created, 3), random.bytes(8)) } : {}),
            ...prices,
            trial_days: random.pick([0, 7, 14, 30]),
            package_info: features.map(name => ({ id: objectIdAt(created, random.bytes(8)), name })),
            created_at: created.toISOString(),
        };
    });

export const fixtures: readonly FixtureRows[] = [
    {
        order: 90,
        seed: 20261190,
        rows: ({ random, base }) => ({ subscription_packages: subscriptionPackages(random, base) }),
    },
];
