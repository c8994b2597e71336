import type { ConditionFacts } from '../../src/shared/conditions';
import { optionsOf, pickerSource } from '../../src/shared/pickerOptions';
import type { Endpoint, ResourceDeclaration } from '../../src/shared/types';
import type { StoredRecord } from '../store/dbFile';
import type { Store } from '../store/store';

/** The rows a picker's source serves (`GET /get/allcoach`: the enabled coaches' names), as its route answers them. */
export type OptionSource = (store: Store) => readonly StoredRecord[];

const sources = new Map<string, OptionSource>();
const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** The route modules' option sources (`{ 'GET /get/allcoach': ... }`), known once their routes are registered. */
export const registerOptionSources = (modules: readonly Readonly<Record<string, OptionSource>>[]): void => {
    for (const own of modules) for (const [key, source] of Object.entries(own)) sources.set(key, source);
};

/** Whether the fake API can say what a source offers: a source it does not know would be answered "unknown". */
export const knowsOptionSource = (endpoint: Pick<Endpoint, 'method' | 'path'>): boolean => sources.has(keyOf(endpoint));

/** The rows a source serves now, or undefined when the fake API does not know it. */
export const optionSourceRows = (
    store: Store,
    endpoint: Pick<Endpoint, 'method' | 'path'>,
): readonly StoredRecord[] | undefined => sources.get(keyOf(endpoint))?.(store);

/**
 * The fake API's side of `noOptions`: the picker offers nobody when the rows its source serves for the record's
 * values give no option, read as the browser reads the same answer; a source it does not serve counts as unknown.
 */
export const optionFacts = (store: Store, decl: ResourceDeclaration): ConditionFacts => ({
    noOptions: (name, values) => {
        const field = decl.fields[name];
        if (field?.kind !== 'picker') return false;
        const endpoint = pickerSource(field, {
            by: field.sourceBy ? values[field.sourceBy.field] : undefined,
            parent: field.dependsOn ? values[field.dependsOn] : undefined,
        });
        const source = endpoint && sources.get(keyOf(endpoint));
        return source !== undefined && optionsOf(field, source(store)).length === 0;
    },
});
