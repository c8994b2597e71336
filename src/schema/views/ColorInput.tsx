import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useInput } from 'react-admin';
import { PALETTE } from '../palette';
import { useText } from './useText';

/** 13 hues a row where there is room; on a narrow window the rows wrap. */
const COLUMNS = 13;
const SWATCH = 28;

/** How far an arrow key moves: up and down go by the number of columns on show. */
const stepOf = (key: string, columns: number): number | undefined =>
    ({ ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns })[key];

const columnsOf = (grid: HTMLElement | null): number =>
    (grid && getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length) || COLUMNS;

/**
 * The fixed 104-colour palette as a radio group: one tab stop, arrow keys
 * move the choice, the chosen swatch carries a check mark.
 */
export const ColorInput = ({
    source,
    label,
    disabled = false,
}: {
    source: string;
    label: string;
    disabled?: boolean;
}) => {
    const text = useText();
    const { field, fieldState, formState } = useInput({ source });
    const labelId = useId();
    const swatches = useRef<(HTMLButtonElement | null)[]>([]);
    const grid = useRef<HTMLDivElement>(null);
    const value = typeof field.value === 'string' ? field.value.toLowerCase() : '';
    const selected = PALETTE.indexOf(value);
    const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

    const choose = (index: number) => {
        field.onChange(PALETTE[index]);
        swatches.current[index]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent, index: number) => {
        const step = stepOf(event.key, columnsOf(grid.current));
        if (step === undefined) return;
        event.preventDefault();
        choose((index + step + PALETTE.length) % PALETTE.length);
    };

    return (
        <Box sx={{ my: 1 }}>
            <FormLabel id={labelId} required error={showError}>
                {label}
            </FormLabel>
            <Box
                ref={grid}
                role="radiogroup"
                aria-labelledby={labelId}
                aria-disabled={disabled || undefined}
                aria-invalid={showError}
                onBlur={event => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
                }}
                sx={{
                    display: 'grid',
                    gridTemplateColumns: `repeat(auto-fill, ${SWATCH}px)`,
                    maxWidth: COLUMNS * SWATCH + (COLUMNS - 1) * 4,
                    gap: 0.5,
                    mt: 1,
                }}
            >
                {PALETTE.map((colour, index) => (
                    <ButtonBase
                        key={colour}
                        ref={element => {
                            swatches.current[index] = element;
                        }}
                        role="radio"
                        aria-checked={index === selected}
                        aria-label={colour}
                        disabled={disabled}
                        tabIndex={index === (selected < 0 ? 0 : selected) ? 0 : -1}
                        onClick={() => choose(index)}
                        onKeyDown={event => onKeyDown(event, index)}
                        sx={{
                            width: SWATCH,
                            height: SWATCH,
                            borderRadius: 1,
                            bgcolor: colour,
                            outline: index === selected ? '2px solid' : 'none',
                            outlineColor: 'text.primary',
                            outlineOffset: 1,
                            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
                        }}
                    >
                        {index === selected && (
                            <Check
                                fontSize="small"
                                sx={{ color: 'common.white', filter: 'drop-shadow(0 0 1px #000)' }}
                            />
                        )}
                    </ButtonBase>
                ))}
            </Box>
            {showError && <FormHelperText error>{text(fieldState.error?.message ?? '')}</FormHelperText>}
        </Box>
    );
};
