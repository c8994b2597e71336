/** The list cells of the kinds shown as something other than text (views/cells.tsx), by kind. */
import type { KindCell } from './cellProps';
import { colorCell } from './color.cell';
import type { FieldOf, Kind } from '../../shared/kinds/kind';
import { linkCell } from './link.cell';
import { pickerCell } from './picker.cell';
import { preloadRichTextCell, richTextCell } from './richText.cell';
import { toggleCell } from './toggle.cell';

export const CELLS: { readonly [K in Kind]?: KindCell<FieldOf<K>> } = {
    color: colorCell,
    richText: richTextCell,
    toggle: toggleCell,
    picker: pickerCell,
    link: linkCell,
};

/** What a kind's cell asks for as its list sets up its columns, before the rows arrive. */
export const CELL_PRELOADS: { readonly [K in Kind]?: () => void } = {
    richText: preloadRichTextCell,
};
