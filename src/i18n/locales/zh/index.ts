import { zhCN as zhPickers } from '@mui/x-date-pickers/locales';
import { zhCN } from 'date-fns/locale/zh-CN';
import type { Catalogue } from '../../catalogue';
import { withFolderTexts } from '../../folderTexts';
import { app } from './app';
import { ra } from './ra';
import { texts } from './texts';

/** MUI's Chinese package keeps the Latin "DD/MM/YYYY" placeholder; the date's parts are named in Chinese here. */
const pickerTexts = {
    ...zhPickers.components.MuiLocalizationProvider.defaultProps.localeText,
    fieldDayPlaceholder: () => '日',
    fieldMonthPlaceholder: () => '月',
    fieldYearPlaceholder: () => '年',
};

/** Simplified Chinese: react-admin's messages (kept here), the console's texts, and date-fns' zh-CN locale. */
export const catalogue: Catalogue = withFolderTexts('zh', {
    messages: { ra, ...app },
    texts,
    dateLocale: zhCN,
    pickerTexts,
});
