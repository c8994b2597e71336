/**
 * Messages built at run time ("Address must be at most 250 characters",
 * "Please select 01/03/2026 or later"): a template with polyglot's `%{name}`
 * placeholders, filled here in English. The English text is what the rules
 * give everywhere (the fake API answers with it, the tests match it); each one
 * is remembered with its template and values, so the console's i18n provider
 * can show it in the chosen language (src/i18n/translateRuntime.ts) wherever it is
 * shown (an input's error, a toast). No dependencies: the sign-in page and the
 * fake API load it too.
 */
export type MessageArgs = Readonly<Record<string, string | number>>;

interface Built {
    template: string;
    args: MessageArgs;
}

/** Fills `%{name}` placeholders as polyglot does; a name without a value stays as written. */
export const fillPlaceholders = (template: string, args: MessageArgs): string =>
    template.replace(/%\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(args, name) ? String(args[name]) : whole));

/**
 * A long-running process (the fake API) builds messages for as long as it runs (a date bound per day):
 * the oldest are forgotten past this many. A forgotten message is only shown in English.
 */
const KEEP = 2000;
const built = new Map<string, Built>();

/** The English message for a template and its values, remembered so the console can translate it. */
export const runtimeMessage = (template: string, args: MessageArgs): string => {
    const text = fillPlaceholders(template, args);
    built.delete(text);
    built.set(text, { template, args });
    if (built.size > KEEP) built.delete(built.keys().next().value as string);
    return text;
};

/** How a message was built, when it was built by runtimeMessage in this page. */
export const builtFrom = (text: string): Built | undefined => built.get(text);
