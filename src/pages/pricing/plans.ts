/** The pricing page's plans (spec part 1, section 9); names and features are i18n keys under pages.pricing.plans. */
export const PLAN_FEATURES = ['users', 'cpu', 'transfer', 'disk', 'projects', 'boards', 'support', 'extra'] as const;

export interface Plan {
    id: 'basic' | 'standard' | 'premium';
    /** Dollars per month per user. */
    price: number;
}

export const PLANS: readonly Plan[] = [
    { id: 'basic', price: 4.9 },
    { id: 'standard', price: 12.5 },
    { id: 'premium', price: 29.5 },
];

/** The FAQ's questions; every card shows the same placeholder answer, as in the spec. */
export const FAQ_QUESTIONS = ['change_plan', 'trial', 'payment', 'cancel'] as const;
