import type { PickerField } from '../../shared/types';
import { labelsOf, NameList } from '../views/NameList';
import type { KindCell } from './cellProps';

/** An access list: the first names, then "Show More". */
export const pickerCell: KindCell<PickerField> = ({ field, value }) => (
    <NameList names={labelsOf(value)} shown={field.shown} />
);
