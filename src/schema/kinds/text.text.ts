import type { TextField } from '../../shared/types';
import { isEmpty, type KindCellText } from '../../shared/kinds/kind';

/** The text as it is; with the fields it is shown with (a first name and the last name) when the record is given. */
export const cellText: KindCellText<TextField> = (field, value, record) => {
    if (record && field.joinedWith)
        return {
            text: [value, ...field.joinedWith.map(name => record[name])].filter(part => !isEmpty(part)).join(' '),
            declared: false,
        };
    return { text: isEmpty(value) ? '' : String(value), declared: false };
};

/** Free text wraps inside its list cell; a short value keeps to one line. */
export const wrapsInList = (field: TextField): boolean => !field.short;
