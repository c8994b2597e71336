import { itIT } from '@mui/x-date-pickers/locales';
import { it } from 'date-fns/locale/it';
import type { Catalogue } from '../../catalogue';
import { withFolderTexts } from '../../folderTexts';
import { app } from './app';
import { ra } from './ra';
import { texts } from './texts';

/** Italian: react-admin's messages (kept here), the console's texts, and date-fns' Italian locale. */
export const catalogue: Catalogue = withFolderTexts('it', {
    messages: { ra, ...app },
    texts,
    dateLocale: it,
    pickerTexts: itIT.components.MuiLocalizationProvider.defaultProps.localeText,
});
