import PeopleAlt from '@mui/icons-material/PeopleAlt';
import type { RaRecord } from 'react-admin';
import { HintMark, LIGHT_ICON } from '../../ui/HintButton';
import type { ResourceDeclaration } from '../../shared/types';
import { useEditedBy } from './usePresence';
import { useText } from './useText';

/** A row's small mark while someone else has its record open in an edit form, naming them in its hint. */
export const EditingMark = ({ decl, record }: { decl: ResourceDeclaration; record: RaRecord }) => {
    const text = useText();
    const names = useEditedBy(decl.name, record.id);
    if (names.length === 0) return null;
    return (
        <HintMark hint={text('Also open by %{names}', { names: names.join(', ') })}>
            <PeopleAlt fontSize="small" className={LIGHT_ICON} />
        </HintMark>
    );
};
