import { frFR } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale/fr';
import frenchMessages from 'ra-language-french';
import type { Catalogue } from '../../catalogue';
import { withFolderTexts } from '../../folderTexts';
import { overlay } from '../../catalogue';
import { app } from './app';
import { texts } from './texts';

/**
 * ra-language-french leaves out the record's name in five messages; the
 * completeness check wants every English placeholder kept, so they are
 * written here with it.
 */
const withNames = {
    ra: {
        message: {
            bulk_delete_content:
                'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
            bulk_update_content:
                'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
            delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
        },
        navigation: {
            no_filtered_results: 'Aucun résultat (%{name}) avec les filtres actuels.',
            no_results: 'Aucun résultat (%{name})',
        },
    },
};

/** French: react-admin's own package, the console's texts, and date-fns' French locale. */
export const catalogue: Catalogue = withFolderTexts('fr', {
    messages: { ...overlay(frenchMessages, withNames), ...app },
    texts,
    dateLocale: fr,
    pickerTexts: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
});
