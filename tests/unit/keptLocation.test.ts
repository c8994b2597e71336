import { act, createElement, memo } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { KeptLocation } from '../../src/components/KeptLocation';

/** A list under `/event/*` that counts its renders, inside KeptLocation keyed as ResourceList keys it. */
const mount = (at: string) => {
    const seen: string[] = [];
    let go: ReturnType<typeof useNavigate> = () => undefined;
    const List = memo(function List() {
        const { pathname, search } = useLocation();
        go = useNavigate();
        seen.push(pathname + search);
        return null;
    });
    const Screen = () => {
        const { search, hash } = useLocation();
        return createElement(KeptLocation, {
            keep: `/event${search}${hash}`,
            pathname: '/event',
            children: createElement(List),
        });
    };
    const router = createMemoryRouter([{ path: '/event/*', element: createElement(Screen) }], {
        initialEntries: [at],
    });
    const host = document.createElement('div');
    act(() => createRoot(host).render(createElement(RouterProvider, { router })));
    const navigate = (to: string) => act(() => void router.navigate(to));
    return { seen, navigate, listNavigate: (to: { search: string }) => act(() => void go(to)), router };
};

describe("a list's view of the URL (issue 38)", () => {
    beforeEach(() => {
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    });

    it('is not drawn again when a modal opens or closes over it', () => {
        const { seen, navigate } = mount('/event?page=2');
        navigate('/event/12?page=2');
        navigate('/event/create?page=2');
        navigate('/event?page=2');
        expect(seen).toEqual(['/event?page=2']);
    });

    it('is drawn again for a new page, sort or search, and sees its own path under a modal', () => {
        const { seen, navigate } = mount('/event/12');
        navigate('/event/12?page=3');
        expect(seen).toEqual(['/event', '/event?page=3']);
    });

    // react-admin's router is a data router: a navigation resolves against the router's own location.
    it('navigates as before: from the list, and from under a modal keeping it', () => {
        const { listNavigate, router, navigate } = mount('/event');
        listNavigate({ search: '?page=2' });
        expect(router.state.location.pathname + router.state.location.search).toBe('/event?page=2');
        navigate('/event/12?page=2');
        listNavigate({ search: '?page=3' });
        expect(router.state.location.pathname + router.state.location.search).toBe('/event/12?page=3');
    });
});
