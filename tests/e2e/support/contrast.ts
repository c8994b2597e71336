import type { Page } from '@playwright/test';

/** What the probe reports on the focused element's ring. */
export interface Ring {
    name: string;
    style: string;
    width: string;
    /** Ring colour against what is behind it. */
    contrast: number;
    /** The ring's box, for checking it is not under the top bar. */
    top: number;
}

interface Findings {
    icons: string[];
    /** Text under 4.5:1 inside a scope (`[what, scope]`), even behind a modal such as the settings drawer. */
    texts: string[];
    ring: Ring | null;
    text: number;
}

/**
 * Contrast measured in the page, for what axe does not measure: icons (WCAG
 * 1.4.11, 3:1), focus rings, and text shown only on focus (the skip link).
 * It runs in the browser, so it is one self-contained function. What is behind
 * an element is its ancestors' backgrounds composited; a gradient counts with
 * each of its colours (the worst wins), a tinted picture as black and white.
 */
const probe = (asked: keyof Findings | [keyof Findings, string]): Findings[keyof Findings] => {
    const [what, scope] = Array.isArray(asked) ? asked : [asked, undefined];
    const root: ParentNode = (scope && document.querySelector(scope)) || document;
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba | undefined => {
        const match = /rgba?\(([^)]+)\)/.exec(colour);
        if (!match) return undefined;
        const [r, g, b, a = 1] = match[1]
            .split(/[\s,/]+/)
            .filter(Boolean)
            .map(Number);
        return [r, g, b, a];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba =>
        [0, 1, 2].map(i => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1) as Rgba;
    const luminance = ([r, g, b]: Rgba) => {
        const channel = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light + 0.05) / (dark + 0.05);
    };
    const backgrounds = (element: Element): Rgba[] => {
        const layers: Rgba[] = [];
        let bases: Rgba[] = [[255, 255, 255, 1]];
        for (let node: Element | null = element; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            const stops = (style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map(stop => parse(stop)!);
            // A translucent tint (MUI's dark paper overlay) lies on the colours below it; an opaque gradient, or a
            // tint over a picture, is what is behind.
            if (stops.length && stops.some(stop => stop[3] < 1) && !style.backgroundImage.includes('url('))
                layers.push(stops[0]);
            else if (stops.length) {
                bases = stops.flatMap(stop =>
                    stop[3] < 1 ? [over(stop, [255, 255, 255, 1]), over(stop, [0, 0, 0, 1])] : [stop],
                );
                break;
            }
            const colour = parse(style.backgroundColor);
            if (colour && colour[3] > 0) layers.push(colour);
            if (colour && colour[3] === 1) {
                bases = [layers.pop()!];
                break;
            }
        }
        return bases.map(base => layers.reduceRight((under, layer) => over(layer, under), base));
    };
    const worstOn = (colour: Rgba, element: Element) =>
        Math.round(Math.min(...backgrounds(element).map(behind => ratio(over(colour, behind), behind))) * 100) / 100;

    if (what === 'icons') {
        const opacity = (element: Element) => {
            let value = 1;
            for (let node: Element | null = element; node; node = node.parentElement)
                value *= Number(getComputedStyle(node).opacity);
            return value;
        };
        const shown = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.width >= 8 && box.height >= 8 && getComputedStyle(element).visibility === 'visible';
        };
        const named = (icon: Element) => {
            const control = icon.closest(
                'button, a, [role="button"], [role="menuitem"], [role="option"], [role="tab"], label, li, th, td',
            );
            const name = control?.getAttribute('aria-label') ?? control?.textContent ?? '';
            return `${(control ?? icon.parentElement)?.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
        };
        return (
            [...root.querySelectorAll('svg.MuiSvgIcon-root')]
                // Not a disabled control's, nor one behind a modal (hidden from all but the eye), nor one faded out
                // (a sort arrow of an unsorted column shows only under the pointer).
                .filter(icon => shown(icon) && !icon.closest('.Mui-disabled, [disabled], [aria-disabled="true"]'))
                .filter(icon => (scope || !icon.parentElement!.closest('[aria-hidden="true"]')) && opacity(icon) > 0.1)
                .flatMap(icon => {
                    const fill = parse(getComputedStyle(icon).fill) ?? parse(getComputedStyle(icon).color);
                    if (!fill) return [];
                    const contrast = worstOn([fill[0], fill[1], fill[2], fill[3] * opacity(icon)], icon.parentElement!);
                    return contrast < 3 ? [`icon in ${named(icon)}: ${contrast}:1`] : [];
                })
        );
    }
    if (what === 'texts') {
        return [...root.querySelectorAll('*')]
            .filter(element =>
                [...element.childNodes].some(node => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
            )
            .filter(element => element.getBoundingClientRect().width > 0 && !element.closest('.Mui-disabled'))
            .flatMap(element => {
                const contrast = worstOn(parse(getComputedStyle(element).color)!, element);
                return contrast < 4.5 ? [`"${element.textContent!.trim().slice(0, 30)}": ${contrast}:1`] : [];
            });
    }
    const focused = document.activeElement;
    if (what === 'text') {
        const colour = parse(getComputedStyle(focused!).color)!;
        // What is drawn inside it under its text counts too (a focus ripple's pale pulse), with its opacity.
        const within = [...focused!.querySelectorAll('*')].flatMap(inner => {
            const fill = parse(getComputedStyle(inner).backgroundColor);
            if (!fill || fill[3] === 0 || inner.getBoundingClientRect().width === 0) return [];
            let alpha = fill[3];
            for (let node: Element | null = inner; node && node !== focused; node = node.parentElement)
                alpha *= Number(getComputedStyle(node).opacity);
            return [[fill[0], fill[1], fill[2], alpha] as Rgba];
        });
        const ratios = backgrounds(focused!).flatMap(behind =>
            [behind, ...within.map(layer => over(layer, behind))].map(under => ratio(over(colour, under), under)),
        );
        return Math.round(Math.min(...ratios) * 100) / 100;
    }
    if (!focused || focused === document.body) return null;
    // A field or a switch shows its focus on MUI's box around the focused input, a list row's checkbox on its own.
    const bearer =
        [focused, focused.closest('.Mui-focusVisible, .Mui-focused, .list-row-checkbox')].find(
            (element): element is Element => !!element && getComputedStyle(element).outlineStyle !== 'none',
        ) ?? focused;
    const style = getComputedStyle(bearer);
    const name = (
        focused.getAttribute('aria-label') ??
        focused.getAttribute('placeholder') ??
        focused.textContent ??
        ''
    )
        .trim()
        .slice(0, 40);
    const box = bearer.getBoundingClientRect();
    return {
        name,
        style: style.outlineStyle,
        width: style.outlineWidth,
        // Drawn outside the box (outline-offset): what is behind it is the parent's background.
        contrast:
            style.outlineStyle === 'none' ? 0 : worstOn(parse(style.outlineColor)!, bearer.parentElement ?? bearer),
        top: box.top - parseFloat(style.outlineOffset || '0') - parseFloat(style.outlineWidth || '0'),
    };
};

/** Icons drawn under 3:1 against what is behind them (disabled controls are exempt). */
export const weakIcons = (page: Page) => page.evaluate(probe, 'icons' as const) as Promise<string[]>;
/** Icons under 3:1 and text under 4.5:1 inside one element (a CSS selector), measured even behind a modal. */
export const weakIn = async (page: Page, scope: string): Promise<string[]> => [
    ...((await page.evaluate(probe, ['icons', scope] as ['icons', string])) as string[]),
    ...((await page.evaluate(probe, ['texts', scope] as ['texts', string])) as string[]),
];
/** The focused control's ring: its style, width and contrast, and where its top edge is. */
export const focusRing = (page: Page) => page.evaluate(probe, 'ring' as const) as Promise<Ring | null>;
/** The focused element's text against its own background, what is behind it and what is drawn inside it. */
export const focusedTextContrast = async (page: Page): Promise<number> => {
    // Measured as it settles: a ripple fading in is measured at its end, not halfway.
    await page.evaluate(() =>
        document.getAnimations().forEach(animation => {
            try {
                animation.finish();
            } catch {
                // an endless animation
            }
        }),
    );
    return (await page.evaluate(probe, 'text' as const)) as number;
};
