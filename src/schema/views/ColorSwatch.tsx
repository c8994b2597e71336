import { styled } from '@mui/material/styles';

/** A small square (or disc) with a thin divider-coloured edge; its colour is the one style of its own. */
const Swatch = styled('div')(({ theme }) => ({
    width: 24,
    height: 24,
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    '&.round': { borderRadius: '50%' },
    // Beside its hex code in a line of text: the text's height, on its line.
    '&.inline': { display: 'inline-block', width: '1em', height: '1em', verticalAlign: '-0.15em', marginRight: 4 },
}));

/**
 * A colour field's value as a list shows it. The colour is set on the element itself: as a style rule it
 * made one class (and one stylesheet rule) per colour on the page.
 */
export const ColorSwatch = ({ value, round }: { value: unknown; round?: boolean }) =>
    typeof value === 'string' && value ? (
        <Swatch
            role="img"
            aria-label={`Colour ${value}`}
            title={value}
            className={round ? 'round' : undefined}
            style={{ backgroundColor: value }}
        />
    ) : null;

/** A colour's hex code as text, with its swatch before it (the code says it for screen readers). */
export const ColorCode = ({ value }: { value: string }) => (
    <span data-colour={value}>
        <Swatch as="span" aria-hidden className="inline" style={{ backgroundColor: value }} />
        {value}
    </span>
);
