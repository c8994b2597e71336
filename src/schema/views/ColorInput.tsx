import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type RefObject, useCallback, useId, useMemo, useRef } from 'react';
import { useInput } from 'react-admin';
import { PALETTE } from '../../shared/palette';
import { lightButton } from '../../ui/lightControls';
import { useText } from './useText';

/** 13 hues a row where there is room; on a narrow window the rows wrap. */
const COLUMNS = 13;
const SWATCH = 28;

/** The class of a swatch: its look is the grid's, drawn once rather than one style per colour. */
const SWATCH_CLASS = 'colour-swatch';

/** The swatches as MUI's ButtonBase would draw them, as one rule for all: a ButtonBase per swatch would weigh on the modal's mount. */
const swatchLook = {
    [`& .${SWATCH_CLASS}`]: {
        ...lightButton,
        width: SWATCH,
        height: SWATCH,
        borderRadius: 1,
        outlineOffset: 1,
        '&[aria-checked="true"]': { outline: '2px solid', outlineColor: 'text.primary' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        '&:disabled': { cursor: 'default', pointerEvents: 'none' },
    },
} as const;

/** How far an arrow key moves: up and down go by the number of columns on show. */
const stepOf = (key: string, columns: number): number | undefined =>
    ({ ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns })[key];

const columnsOf = (grid: HTMLElement | null): number =>
    (grid && getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length) || COLUMNS;

/** The palette's swatches, each choosing its colour on click and moving the choice with the arrow keys. */
const useSwatchButtons = (
    selected: number,
    disabled: boolean,
    onChange: (colour: string) => void,
    grid: RefObject<HTMLDivElement | null>,
) => {
    const swatches = useRef<(HTMLButtonElement | null)[]>([]);
    const choose = useCallback(
        (index: number) => {
            onChange(PALETTE[index]);
            swatches.current[index]?.focus();
        },
        [onChange],
    );
    // The 104 swatches as the same elements until the choice changes: the modal's own renders (its form reset on
    // open, each keystroke's form state) do not go through them all again.
    const buttons = useMemo(
        () =>
            PALETTE.map((colour, index) => (
                <button
                    key={colour}
                    ref={element => {
                        swatches.current[index] = element;
                    }}
                    type="button"
                    className={SWATCH_CLASS}
                    role="radio"
                    aria-checked={index === selected}
                    aria-label={colour}
                    disabled={disabled}
                    tabIndex={index === (selected < 0 ? 0 : selected) ? 0 : -1}
                    onClick={() => choose(index)}
                    onKeyDown={event => {
                        const step = stepOf(event.key, columnsOf(grid.current));
                        if (step === undefined) return;
                        event.preventDefault();
                        choose((index + step + PALETTE.length) % PALETTE.length);
                    }}
                    style={{ backgroundColor: colour }}
                >
                    {index === selected && (
                        <Check fontSize="small" sx={{ color: 'common.white', filter: 'drop-shadow(0 0 1px #000)' }} />
                    )}
                </button>
            )),
        [selected, disabled, choose, grid],
    );
    return buttons;
};

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
    const grid = useRef<HTMLDivElement>(null);
    const value = typeof field.value === 'string' ? field.value.toLowerCase() : '';
    const selected = PALETTE.indexOf(value);
    const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

    const buttons = useSwatchButtons(selected, disabled, field.onChange, grid);

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
                    ...swatchLook,
                }}
            >
                {buttons}
            </Box>
            {showError && <FormHelperText error>{text(fieldState.error?.message ?? '')}</FormHelperText>}
        </Box>
    );
};
