import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { HISTORY_TEXTS } from '../historyTexts';
import type { ShownChange } from '../historyValues';
import { textDiff } from '../textDiff';
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

/** Fields with their value before and after ("Grade: 7 → 8"); rich text as a diff of its words. */
export const ChangeList = ({ changes }: { changes: readonly ShownChange[] }) => {
    const text = useText();
    const shown = (value: string) => value || text(HISTORY_TEXTS.empty);
    return (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', overflowWrap: 'anywhere' }}>
            {changes.map(change => (
                <li key={change.field}>
                    {change.rich ? (
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
