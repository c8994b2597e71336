import { runtimeMessage } from './runtimeMessages';

/**
 * The engine's messages made from a field's label or bounds, as templates
 * with polyglot placeholders: each language translates the template (keyed by
 * its English text, like the declarations' texts), and the field's label is
 * translated into it. The English they give is the engine's text as before.
 */
export const ENGINE_MESSAGES = {
    /** A text (or formatted text) longer than its cap, where the declaration gives no message of its own. */
    textCap: '%{label} must be at most %{n} characters',
    /** A reference's id that cannot be one (longer than any id). */
    notAChoice: '%{label} is not one of the choices',
    /** An access list longer than any directory. */
    tooManyPicked: '%{label} can hold at most %{n} entries',
    /** A date typed in part. */
    wholeDate: 'Please enter a whole date as %{pattern}',
    /** A date before its earliest day, or after its latest (the bound as the field shows dates). */
    dayOrLater: 'Please select %{day} or later',
    dayOrEarlier: 'Please select %{day} or earlier',
} as const;

export type EngineMessage = keyof typeof ENGINE_MESSAGES;

/** One of the engine's messages, in English, for a field (translated where shown). */
export const engineMessage = (name: EngineMessage, args: Readonly<Record<string, string | number>>): string =>
    runtimeMessage(ENGINE_MESSAGES[name], args);
