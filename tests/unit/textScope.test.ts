import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { beforeEach, describe, expect, it } from 'vitest';
import { textsWithFolders } from '../../src/i18n/folderTexts';
import { TextScope, useText } from '../../src/schema/views/useText';
import type { FolderTexts } from '../../src/shared/entities/entityParts';

/** Two folders that word "Active" and "Ended" differently in French; the shared catalogue words them elsewhere. */
const folder = (fr: Record<string, string>): FolderTexts => ({ zh: {}, es: {}, it: {}, fr });
const folders = {
    membership: folder({ Active: 'Actif', Paused: 'En pause', Ended: 'Terminé' }),
    enrolment: folder({ Active: 'Active', Ended: 'Terminée', School: 'École' }),
};
const names = { membership: ['membership'], enrolment: ['enrolment', 'pastEnrolment'] };
const texts = textsWithFolders('fr', { Active: 'Active', Ended: 'Fini' }, folders, names);

describe("an entity's own wording", () => {
    it("keeps each folder's word under its declarations, where it differs from the word shown elsewhere", () => {
        expect(texts).toMatchObject({
            '@membership/Active': 'Actif',
            '@membership/Ended': 'Terminé',
            '@enrolment/Ended': 'Terminée',
            '@pastEnrolment/Ended': 'Terminée',
            Active: 'Active',
            Ended: 'Fini',
            Paused: 'En pause',
            School: 'École',
        });
        // Where the folder words it as shown elsewhere, nothing more is kept.
        expect(Object.keys(texts)).not.toContain('@enrolment/Active');
        expect(Object.keys(texts)).not.toContain('@membership/Paused');
    });
});

describe('useText in a declaration’s screen', () => {
    beforeEach(() => {
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    });

    const shown = (scope: string | undefined, english: string): string => {
        const i18n = polyglotI18nProvider(() => ({ ...texts }) as never, 'fr', [{ locale: 'fr', name: 'Français' }], {
            allowMissing: true,
        });
        const Text = () => useText()(english);
        const host = document.createElement('div');
        act(() =>
            createRoot(host).render(
                createElement(I18nContextProvider, {
                    value: i18n,
                    children: createElement(TextScope.Provider, { value: scope }, createElement(Text)),
                }),
            ),
        );
        return host.textContent ?? '';
    };

    it("reads the declaration's own word first, then the shared one, then English", () => {
        expect(shown('membership', 'Active')).toBe('Actif');
        expect(shown('membership', 'Paused')).toBe('En pause');
        expect(shown('enrolment', 'Active')).toBe('Active');
        expect(shown('pastEnrolment', 'Ended')).toBe('Terminée');
        expect(shown(undefined, 'Ended')).toBe('Fini');
        expect(shown('membership', 'Not translated')).toBe('Not translated');
    });
});
