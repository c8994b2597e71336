import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { Fragment } from 'react';
import { HISTORY_TEXTS } from '../historyTexts';
import type { ShownChange } from '../historyValues';
import { textDiff } from '../textDiff';
import { ColorCode } from './ColorSwatch';
import { useText } from './useText';

/** Rich text's change as its words: removed ones struck through, added ones underlined (named for screen readers). */
const WordDiff = ({ before, after }: { before: string; after: string }) => {
    const text = useText();
    return (
        <Box component="span" sx={{ '& del': { color: 'error.main' }, '& ins': { color: 'success.main' } }}>
            {textDiff(before, after).map((part, index) => {
                if (part.kind === 'same') return <span key={index}>{part.text}</span>;
                const Tag = part.kind === 'removed' ? 'del' : 'ins';
                const label = text(part.kind === 'removed' ? HISTORY_TEXTS.removedWords : HISTORY_TEXTS.addedWords);
                return (
                    <Tag key={index}>
                        <Box component="span" sx={visuallyHidden}>{`${label}: `}</Box>
                        {part.text}
                    </Tag>
                );
            })}
        </Box>
    );
};

// Stand-ins for the two values in the translated line, cut out again to put the swatches in.
const NOW = '⟦now⟧';
const THEN = '⟦then⟧';

/** A colour's change, its line translated as any other, each hex code with its swatch. */
const ColourLine = ({ change }: { change: ShownChange }) => {
    const text = useText();
    const line = text(HISTORY_TEXTS.restoreLine, { field: change.label, now: NOW, then: THEN });
    const value = (code: string) => (code ? <ColorCode value={code} /> : text(HISTORY_TEXTS.empty));
    return line
        .split(/(⟦now⟧|⟦then⟧)/)
        .map((part, index) => (
            <Fragment key={index}>
                {part === NOW ? value(change.before) : part === THEN ? value(change.after) : part}
            </Fragment>
        ));
};

/** Fields with their value before and after ("Grade: 7 → 8"); rich text as a diff of its words. */
export const ChangeList = ({ changes }: { changes: readonly ShownChange[] }) => {
    const text = useText();
    const shown = (value: string) => value || text(HISTORY_TEXTS.empty);
    return (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', overflowWrap: 'anywhere' }}>
            {changes.map(change => (
                <li key={change.field}>
                    {change.colour ? (
                        <ColourLine change={change} />
                    ) : change.rich ? (
                        <>
                            {change.label}: <WordDiff before={change.before} after={change.after} />
                        </>
                    ) : (
                        text(HISTORY_TEXTS.restoreLine, {
                            field: change.label,
                            now: shown(change.before),
                            then: shown(change.after),
                        })
                    )}
                </li>
            ))}
        </Box>
    );
};
