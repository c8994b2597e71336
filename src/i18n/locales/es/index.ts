import { esES } from '@mui/x-date-pickers/locales';
import { es } from 'date-fns/locale/es';
import type { Catalogue } from '../../catalogue';
import { withFolderTexts } from '../../folderTexts';
import { app } from './app';
import { ra } from './ra';
import { texts } from './texts';

/** Spanish: react-admin's messages (kept here), the console's texts, and date-fns' Spanish locale. */
export const catalogue: Catalogue = withFolderTexts('es', {
    messages: { ra, ...app },
    texts,
    dateLocale: es,
    pickerTexts: esES.components.MuiLocalizationProvider.defaultProps.localeText,
});
