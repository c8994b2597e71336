import { type RefObject, useEffect } from 'react';

/**
 * react-admin's row checkbox puts its name ("Select this row") on MUI's wrapper, not on the input a screen
 * reader and axe read, and its row cannot be replaced without copying it. So the name is copied onto the
 * input whenever rows are drawn in the list's area.
 */
const nameCheckboxes = (root: HTMLElement) => {
    root.querySelectorAll<HTMLInputElement>('tbody .select-item input[type="checkbox"]').forEach(input => {
        const name = input.parentElement?.getAttribute('aria-label');
        if (name && input.getAttribute('aria-label') !== name) input.setAttribute('aria-label', name);
    });
};

export const useRowCheckboxNames = (area: RefObject<HTMLElement | null>) => {
    useEffect(() => {
        const root = area.current;
        if (!root) return;
        nameCheckboxes(root);
        const observer = new MutationObserver(() => nameCheckboxes(root));
        observer.observe(root, { childList: true, subtree: true });
        return () => observer.disconnect();
    }, [area]);
};
