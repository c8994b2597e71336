import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useText } from './useText';

/** The first `shown` names, with "Show More" / "Show less" when there are more (an access list). */
export const NameList = ({ names, shown = 3 }: { names: readonly string[]; shown?: number }) => {
    const text = useText();
    const [open, setOpen] = useState(false);
    const id = useId();
    const more = names.length > shown;
    const visible = open || !more ? names : names.slice(0, shown);
    return (
        <Stack alignItems="flex-start" spacing={0.25}>
            <Typography id={id} variant="body2" component="div">
                {visible.map((name, i) => (
                    <div key={`${i}-${name}`}>{name}</div>
                ))}
            </Typography>
            {more && (
                <Button
                    size="small"
                    sx={{ p: 0, minWidth: 0, textTransform: 'none' }}
                    aria-expanded={open}
                    aria-controls={id}
                    onClick={() => setOpen(o => !o)}
                >
                    {text(open ? 'Show less' : 'Show More')}
                </Button>
            )}
        </Stack>
    );
};

/** Labels of `{value, label}` pairs (an access list as stored). */
export const labelsOf = (value: unknown): string[] =>
    Array.isArray(value)
        ? value
              .map(p => (typeof p === 'object' && p !== null ? (p as { label?: unknown }).label : undefined))
              .filter((l): l is string => typeof l === 'string' && l !== '')
        : [];
