import { builtFrom } from '../shared/runtimeMessages';

/** react-admin's translate: a key (or an English text) and polyglot's options. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A translate function that also knows the messages built at run time: such a
 * message is shown as its template in the current language, filled with its
 * values; a value that is a text (a field's label) is itself translated, a
 * number or a date is not. A language without the template shows the English
 * message. Every other key is translated as before.
 */
export const translatingRuntimeMessages =
    (translate: Translate): Translate =>
    (key, options) => {
        const built = typeof key === 'string' ? builtFrom(key) : undefined;
        if (!built) return translate(key, options);
        const args = Object.fromEntries(
            Object.entries(built.args).map(([name, value]) => [
                name,
                typeof value === 'string' ? translate(value, { _: value }) : value,
            ]),
        );
        return translate(built.template, { ...args, _: key });
    };
