import Box from '@mui/material/Box';

/** A colour field's value as a list shows it. */
export const ColorSwatch = ({ value, round }: { value: unknown; round?: boolean }) =>
    typeof value === 'string' && value ? (
        <Box
            role="img"
            aria-label={`Colour ${value}`}
            title={value}
            sx={{
                width: 24,
                height: 24,
                bgcolor: value,
                borderRadius: round ? '50%' : 1,
                border: 1,
                borderColor: 'divider',
            }}
        />
    ) : null;
