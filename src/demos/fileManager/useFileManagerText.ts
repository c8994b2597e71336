import { useTranslate } from 'react-admin';

/** Translates a key of the file manager's own catalogue section. */
export const useFileManagerText = () => {
    const translate = useTranslate();
    return (key: string, options?: object) => translate(`demos.file_manager.${key}`, options);
};
