import { useEffect } from 'react';

/** The name every tab title ends with. */
const APP_NAME = 'Admin Console';

/** "{Screen} · Admin Console"; the app's name alone while a screen has no name. */
export const documentTitle = (screen?: string): string => (screen ? `${screen} · ${APP_NAME}` : APP_NAME);

/** Names the browser tab after the screen on show. */
export const useDocumentTitle = (screen?: string) => {
    useEffect(() => {
        document.title = documentTitle(screen);
    }, [screen]);
};
