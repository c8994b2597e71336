import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { sameNode, sameProps } from '../../src/components/sameNode';

const Route = (props: { path: string }) => props.path;
const Screen = () => null;
const routes = (...paths: string[]) =>
    createElement(
        Fragment,
        null,
        paths.map(path => createElement(Route, { key: path, path, element: createElement(Screen) } as never)),
    );

describe('sameNode', () => {
    it('takes a new but equal element tree as the same', () => {
        expect(sameNode(routes('/event', '/grade'), routes('/event', '/grade'))).toBe(true);
        expect(sameProps({ children: routes('/event') }, { children: routes('/event') })).toBe(true);
    });

    it('sees a change anywhere in the tree', () => {
        expect(sameNode(routes('/event', '/grade'), routes('/event'))).toBe(false);
        expect(sameNode(routes('/event'), routes('/note'))).toBe(false);
        expect(sameNode(createElement(Route, { path: '/a' }), createElement(Screen))).toBe(false);
        expect(sameProps({ children: routes('/event') }, { children: routes('/event'), className: 'x' })).toBe(false);
    });

    it('compares functions and objects by identity', () => {
        const onClick = () => undefined;
        expect(sameProps({ onClick }, { onClick })).toBe(true);
        expect(sameProps({ onClick }, { onClick: () => undefined })).toBe(false);
        expect(sameProps({ sx: {} }, { sx: {} })).toBe(false);
    });
});
