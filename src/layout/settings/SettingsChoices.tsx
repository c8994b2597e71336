import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface Option<T extends string> {
    value: T;
    label: string;
}

interface ChoicesProps<T extends string> {
    /** Names the group for assistive technology. */
    label: string;
    value: T | null;
    options: readonly Option<T>[];
    onChange: (value: T) => void;
    wrap?: boolean;
}

/** One of a few named choices, as pressed buttons; pressing the chosen one again keeps it. */
export const Choices = <T extends string>({ label, value, options, onChange, wrap }: ChoicesProps<T>) => (
    <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={label}
        value={value}
        onChange={(_event, next: T | null) => next !== null && onChange(next)}
        sx={{
            // The chosen one filled, so its text keeps AA contrast in the light and the dark theme.
            '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
            },
            ...(wrap
                ? // Many choices: a grid of separate buttons, rather than a row split across lines.
                  {
                      display: 'grid',
                      gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
                      gap: 1,
                      '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 },
                      '& .MuiToggleButton-root': { textTransform: 'none' },
                  }
                : { display: 'flex', '& .MuiToggleButton-root': { flex: 1, textTransform: 'none' } }),
        }}
    >
        {options.map(option => (
            <ToggleButton key={option.value} value={option.value}>
                {option.label}
            </ToggleButton>
        ))}
    </ToggleButtonGroup>
);

interface SwatchesProps<T extends string> extends Omit<ChoicesProps<T>, 'options' | 'wrap'> {
    options: readonly (Option<T> & { paint: string })[];
    size?: number;
}

/** Colours (or images) to pick from, each a named button painted with what it chooses. */
export const Swatches = <T extends string>({ label, value, options, onChange, size = 32 }: SwatchesProps<T>) => (
    <Box>
        <Typography variant="body2" sx={{ mb: 0.5 }} aria-hidden>
            {label}
        </Typography>
        <ToggleButtonGroup
            exclusive
            aria-label={label}
            value={value}
            onChange={(_event, next: T | null) => next !== null && onChange(next)}
            sx={{
                flexWrap: 'wrap',
                gap: 1,
                '& .MuiToggleButtonGroup-grouped': { border: 0, borderRadius: '6px !important', m: 0 },
            }}
        >
            {options.map(option => (
                <Tooltip key={option.value} title={option.label}>
                    <ToggleButton
                        value={option.value}
                        aria-label={option.label}
                        sx={{
                            width: size,
                            height: size,
                            p: 0,
                            background: option.paint,
                            outline: '1px solid rgba(0, 0, 0, 0.3)',
                            '&.Mui-selected, &.Mui-selected:hover': {
                                background: option.paint,
                                outline: '3px solid',
                                outlineColor: 'primary.main',
                                outlineOffset: 2,
                            },
                            '&:hover': { background: option.paint, opacity: 0.85 },
                        }}
                    />
                </Tooltip>
            ))}
        </ToggleButtonGroup>
    </Box>
);
