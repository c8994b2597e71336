import type { RaRecord } from 'react-admin';
import { HintMark } from '../../ui/HintButton';
import type { ResourceDeclaration } from '../../shared/types';
import { useEditedBy } from './usePresence';
import { useText } from './useText';

// MUI's PeopleAlt.
const PEOPLE =
    'M16.67 13.13C18.04 14.06 19 15.32 19 17v3h4v-3c0-2.18-3.57-3.47-6.33-3.87M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4c-.47 0-.91.1-1.33.24C14.5 5.27 15 6.58 15 8s-.5 2.73-1.33 3.76c.42.14.86.24 1.33.24m-6 1c-2.67 0-8 1.34-8 4v3h16v-3c0-2.66-5.33-4-8-4M9 12c2.21 0 4-1.79 4-4S11.21 4 9 4 5 5.79 5 8s1.79 4 4 4';

/** A row's small mark while someone else has its record open in an edit form, naming them in its hint. */
export const EditingMark = ({ decl, record }: { decl: ResourceDeclaration; record: RaRecord }) => {
    const text = useText();
    const names = useEditedBy(decl.name, record.id);
    if (names.length === 0) return null;
    return <HintMark hint={text('Also open by %{names}', { names: names.join(', ') })} path={PEOPLE} />;
};
