import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import type { ReactNode } from 'react';

/** What the suggestion pop-up shows: the choices, the highlighted one, and where the caret is. */
export interface SuggestionView {
    /** The name of the list for assistive technology ("People", "Emoji"). */
    label: string;
    options: { key: string; text: ReactNode }[];
    index: number;
    caret: () => DOMRect | null;
    choose: (index: number) => void;
}

/**
 * The Escape presses that closed a suggestion list. ProseMirror prevents the
 * default of every Escape, so this is how the dialog around the editor tells
 * "close the list" from "close the dialog".
 */
export const suggestionEscapes = new WeakSet<KeyboardEvent>();

/**
 * A tiptap suggestion `render` that hands its state to React (`show`) rather
 * than drawing DOM itself, so the pop-up is an MUI Popper like the rest of the
 * console. Arrow keys move, Enter or Tab choose; tiptap closes it on Escape.
 */
export const suggestionMenu =
    <I, C>(
        label: string,
        describe: (item: I) => { key: string; text: ReactNode },
        toCommand: (item: I) => C,
        show: (view: SuggestionView | null) => void,
    ) =>
    () => {
        let view: SuggestionView | null = null;
        const publish = (next: SuggestionView | null) => {
            view = next;
            show(next);
        };
        const fromProps = (props: SuggestionProps<I, C>): SuggestionView => ({
            label,
            options: props.items.map(describe),
            index: 0,
            caret: () => props.clientRect?.() ?? null,
            choose: index => props.command(toCommand(props.items[index])),
        });
        const move = (step: number) => {
            if (!view) return;
            const count = view.options.length;
            publish({ ...view, index: (view.index + step + count) % count });
        };
        return {
            onStart: (props: SuggestionProps<I, C>) => publish(fromProps(props)),
            onUpdate: (props: SuggestionProps<I, C>) => publish(fromProps(props)),
            onKeyDown: ({ event }: SuggestionKeyDownProps) => {
                if (event.key === 'Escape' && view) suggestionEscapes.add(event);
                if (!view || view.options.length === 0) return false;
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                    move(event.key === 'ArrowDown' ? 1 : -1);
                    return true;
                }
                if (event.key === 'Enter' || event.key === 'Tab') {
                    view.choose(view.index);
                    return true;
                }
                return false;
            },
            onExit: () => publish(null),
        };
    };
