import PeopleAlt from '@mui/icons-material/PeopleAlt';
import Box from '@mui/material/Box';
import { type PresenceTarget, useRecordPresence } from './usePresence';
import { noteMargins } from './DraftOffer';
import { useText } from './useText';

/** In an edit form: who else has the record open, by name, while they do (nothing against an API without it). */
export const OthersHere = ({ target, onPage = false }: { target: PresenceTarget | undefined; onPage?: boolean }) => {
    const text = useText();
    const names = useRecordPresence(target);
    if (names.length === 0) return null;
    return (
        <Box
            role="status"
            sx={{
                ...noteMargins(onPage),
                mt: onPage ? 0 : 1,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'text.secondary',
                fontSize: 14,
            }}
        >
            <PeopleAlt fontSize="small" aria-hidden />
            {text('Also open by %{names}', { names: names.join(', ') })}
        </Box>
    );
};
