import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, test } from './support/fixtures';
import { goInApp, pickColour, toast, uniqueName } from './support/screens';

/** A message key on screen (`app.menu.events`, `ra.action.save`) means a translation fell through. */
const RAW_KEY =
    /\b(?:ra|app|dashboard|account|login|pages|demos|chat|contacts|todo|resources)\.[a-z_]+(?:\.[A-Za-z_]+)*\b/;

const shownText = (page: Page) => page.evaluate(() => document.body.innerText);

/** The language is chosen in the drawer, where each is named in itself ("中文", "Français"). */
const chooseLanguage = async (page: Page, name: string) => {
    await page.getByRole('banner').getByRole('button', { name: 'Layout settings' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox').click();
    await page.getByRole('option', { name }).click();
    return drawer;
};

const LANGUAGES = [
    {
        code: 'zh',
        option: '中文',
        events: '活动',
        dashboard: '仪表盘',
        add: '添加',
        empty: '没有匹配结果',
        day: /星期/,
    },
    {
        code: 'es',
        option: 'Español',
        events: 'Eventos',
        dashboard: 'Panel',
        add: 'Añadir',
        empty: 'No hay coincidencias',
        day: /domingo|lunes|martes|miércoles|jueves|viernes|sábado/,
    },
    {
        code: 'fr',
        option: 'Français',
        events: 'Événements',
        dashboard: 'Tableau de bord',
        add: 'Ajouter',
        empty: 'Aucun résultat',
        day: /dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi/,
    },
    {
        code: 'it',
        option: 'Italiano',
        events: 'Eventi',
        dashboard: 'Cruscotto',
        add: 'Aggiungi',
        empty: 'Nessuna corrispondenza',
        day: /domenica|lunedì|martedì|mercoledì|giovedì|venerdì|sabato/,
    },
];

test.describe('languages', () => {
    for (const language of LANGUAGES) {
        test(`${language.option}: loaded when chosen, every screen shown in it without a raw key`, async ({
            signedIn: page,
        }) => {
            const chunks: string[] = [];
            page.on('request', request => {
                if (new RegExp(`/assets/${language.code}-[^/]+\\.js$`).test(request.url())) chunks.push(request.url());
            });
            await page.goto('/dashboard');
            await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
            expect(chunks).toEqual([]);

            await chooseLanguage(page, language.option);
            await page.keyboard.press('Escape');
            await expect(page.getByRole('main').getByRole('heading', { name: language.dashboard })).toBeVisible();
            expect(chunks.length).toBeGreaterThan(0);
            // Day and month names follow the language.
            await expect(page.locator('time').first()).toHaveText(language.day);
            expect(await shownText(page)).not.toMatch(RAW_KEY);

            await page.getByRole('menuitem', { name: language.events, exact: true }).click();
            await expect(page.getByRole('heading', { name: language.events })).toBeVisible();
            await expect(page.getByRole('button', { name: language.add })).toBeVisible();
            await expect(page.getByRole('cell').first()).toBeVisible();
            expect(await shownText(page)).not.toMatch(RAW_KEY);

            await page.getByRole('textbox').first().fill('zzzz-nothing-matches');
            await expect(page.getByText(language.empty, { exact: true })).toBeVisible();
            expect(await shownText(page)).not.toMatch(RAW_KEY);
        });
    }

    test("the drawer's active-link styles are named in each language", async ({ signedIn: page }) => {
        const names = { zh: '样式 ', es: 'Estilo ', fr: 'Modèle ', it: 'Stile ' };
        const drawer = await chooseLanguage(page, '中文');
        for (const [code, word] of Object.entries(names)) {
            // The drawer stays open; its language list names each language in the one shown.
            await drawer.getByRole('combobox').click();
            await page.locator(`[role="option"][lang="${code}"]`).click();
            for (const n of [1, 2, 3, 4])
                await expect(drawer.getByRole('button', { name: `${word}${n}` })).toBeVisible();
            await expect(drawer.getByText(/^style\d$/)).toHaveCount(0);
        }
    });

    test("a list's search box is named in the shown language", async ({ signedIn: page }) => {
        await chooseLanguage(page, 'Français');
        await page.keyboard.press('Escape');
        await page.getByRole('menuitem', { name: 'Événements', exact: true }).click();
        await expect(page.getByRole('textbox', { name: 'Rechercher parmi les événements', exact: true })).toBeVisible();
    });

    test('server messages stay as the server sent them; English comes back on RESET', async ({ session: page }) => {
        await page.goto('/event');
        await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
        const drawer = await chooseLanguage(page, 'Français');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('heading', { name: 'Événements' })).toBeVisible();

        await page.getByRole('button', { name: 'Ajouter' }).click();
        const dialog = page.getByRole('dialog', { name: 'Ajouter un événement' });
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(dialog.getByText("Veuillez saisir le nom de l'événement", { exact: true })).toBeVisible();
        await dialog.getByLabel("Nom de l'événement").fill(uniqueName('E2E fr'));
        await pickColour(page, 3);
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(toast(page, 'Event added successfully')).toBeVisible();
        // The toast's own close button speaks the chosen language.
        await expect(toast(page, 'Event added successfully').getByRole('button', { name: 'Fermer' })).toBeVisible();

        await page.getByRole('banner').getByRole('button', { name: "Paramètres d'affichage" }).click();
        await drawer.getByRole('button', { name: 'RÉINITIALISER' }).click();
        await expect(drawer.getByRole('button', { name: 'RESET' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
    });
    test("a message built at run time shows in French, with the field's French label", async ({ session: page }) => {
        await page.goto('/event');
        await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
        await chooseLanguage(page, 'Français');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Ajouter' }).click();
        const dialog = page.getByRole('dialog', { name: 'Ajouter un événement' });
        await dialog.getByLabel("Nom de l'événement").fill('x'.repeat(256));
        await dialog.getByLabel("Nom de l'événement").blur();
        await expect(
            dialog.getByText("Le champ « Nom de l'événement » doit comporter au maximum 255 caractères", {
                exact: true,
            }),
        ).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    });

    test('after choosing French and signing out, the sign-in page is in French; signing in again works', async ({
        signedIn: page,
    }) => {
        await chooseLanguage(page, 'Français');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('main').getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();

        await page.getByRole('button', { name: 'Profil', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Déconnexion' }).click();
        await expect(page).toHaveURL(/\/login$/);

        // Same tab, no reload: the page outside react-admin shows the language chosen inside.
        await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
        await expect(page).toHaveTitle('Connexion · Admin Console');
        const email = page.getByLabel('E-mail');
        const password = page.getByLabel('Mot de passe', { exact: true });
        await email.focus();
        await password.focus();
        await expect(page.getByText("Veuillez saisir l'e-mail", { exact: true })).toBeVisible();
        await password.fill('short');
        await email.focus();
        // Built at run time from the password's bounds.
        await expect(
            page.getByText('Le mot de passe doit comporter de 8 à 16 caractères', { exact: true }),
        ).toBeVisible();
        expect(await shownText(page)).not.toMatch(RAW_KEY);

        await email.fill(ADMIN_EMAIL);
        await password.fill(ADMIN_PASSWORD);
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    });

    for (const width of [1366, 375]) {
        test(`the chosen language is kept on reload, in a new tab and on the sign-in page (${width} px)`, async ({
            session: page,
        }) => {
            await page.setViewportSize({ width, height: 800 });
            await page.goto('/dashboard');
            const drawer = await chooseLanguage(page, 'Italiano');
            // Every language named in itself, whatever is shown.
            await drawer.getByRole('combobox').click();
            await expect(page.getByRole('option')).toHaveText(['English', '中文', 'Español', 'Français', 'Italiano']);
            await page.keyboard.press('Escape');
            await page.keyboard.press('Escape');
            await expect(page.getByRole('main').getByRole('heading', { name: 'Cruscotto' })).toBeVisible();

            await page.reload();
            await expect(page.getByRole('main').getByRole('heading', { name: 'Cruscotto' })).toBeVisible();
            const tab = await page.context().newPage();
            await tab.goto('/event');
            await expect(tab.getByRole('heading', { name: 'Eventi' })).toBeVisible();
            await tab.close();

            // Signed out, then the sign-in page opened afresh.
            await page.evaluate(() => ['isLogin', 'accessToken', 'token'].forEach(key => localStorage.removeItem(key)));
            await page.goto('/login');
            await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible();
            await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
        });
    }

    test('Spanish: the calendar, the date fields, the to-do dates, yes/no cells and the "all" entries follow it', async ({
        session: page,
    }) => {
        await page.goto('/dashboard');
        await expect(page.getByRole('main').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
        await chooseLanguage(page, 'Español');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('main').getByRole('heading', { name: 'Panel' })).toBeVisible();
        // One word for a coach: the menu says what the screens say.
        await expect(page.getByRole('menuitem', { name: 'Coaches', exact: true })).toBeVisible();

        await goInApp(page, '/calendar');
        await expect(page.locator('.rbc-header').first()).toHaveText(/^(lun|mar|mié|jue|vie|sáb|dom)/);
        await expect(page.locator('.rbc-toolbar-label')).toHaveText(
            /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) /,
        );

        await goInApp(page, '/activity');
        // The date filters' placeholder: día, mes, año.
        await expect(page.getByRole('main').locator('.MuiPickersSectionList-root').first()).toHaveText('DD/MM/AAAA');

        await goInApp(page, '/todo');
        await expect(page.getByText(/^Vence/).first()).toHaveText(/(lun|mar|mié|jue|vie|sáb|dom)\.? \d+ /);

        await goInApp(page, '/coach-resource-center');
        await expect(page.getByRole('cell', { name: 'SÍ', exact: true }).first()).toBeVisible();
        await expect(page.getByRole('cell', { name: 'Todos los coaches', exact: true }).first()).toBeVisible();
        expect(await shownText(page)).not.toMatch(/\b(YES|All Coaches)\b/);
    });
});
