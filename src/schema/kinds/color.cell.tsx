import type { ColorField } from '../../shared/types';
import { ColorSwatch } from '../views/ColorSwatch';
import type { KindCell } from './cellProps';

export const colorCell: KindCell<ColorField> = ({ field, value }) => <ColorSwatch value={value} round={field.round} />;
