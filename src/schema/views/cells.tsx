import type { RaRecord } from 'react-admin';
import { cellText } from '../display';
import type { KindCell } from '../kinds/cellProps';
import { CELL_PRELOADS, CELLS } from '../kinds/cells';
import { aspectOf } from '../../shared/kinds/kind';
import type { FieldDef } from '../../shared/types';
import { valueAt } from '../../shared/values';
import { useText } from './useText';

/** A display text from a declaration (a choice's name, "Unlimited"), through the i18n provider. */
const Text = ({ children }: { children: string }) => <>{useText()(children)}</>;

/** How one field shows in a list cell. */
export const renderCell = (resource: string, name: string, field: FieldDef) => {
    aspectOf<() => void>(CELL_PRELOADS, field)?.();
    return (record: RaRecord) => cellOf(resource, name, field, record);
};

/** Text where the field's kind shows as text (kinds/display.ts), else the kind's own cell (kinds/cells.ts). */
const cellOf = (resource: string, name: string, field: FieldDef, record: RaRecord) => {
    const value = valueAt(record, name);
    const shown = cellText(field, value, record);
    if (shown) return shown.declared ? <Text>{shown.text}</Text> : shown.text;
    const cell = aspectOf<KindCell<FieldDef>>(CELLS, field);
    return cell ? cell({ resource, name, field, record, value }) : null;
};
