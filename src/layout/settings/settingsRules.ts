/**
 * The layout settings of the drawer (spec part 1, "Layout settings drawer"
 * and section 9) as plain data, and the rules that change them. No React
 * here: the drawer and the layout call these, the unit tests check them.
 *
 * The language and the mini sidebar are not in this object: they are
 * react-admin's own locale and sidebar state, kept in the same store.
 */

type LayoutKind = 'vertical' | 'horizontal';
/** Above: the bar stays in view over the content. Below: it is part of the page and scrolls away. */
export type BarPosition = 'above' | 'below';
export type LinkStyle = 'style1' | 'style2' | 'style3' | 'style4';
export type PresetName = 'default' | 'horizontal' | 'dark' | 'light' | 'sky';

/** Colours the top bar, footer and sidebar can take. */
export const BAR_COLOURS = ['gradient1', 'gradient2', 'gradient3', 'gradient4', 'sky', 'white', 'dark'] as const;
export type BarColour = (typeof BAR_COLOURS)[number];

/** Colours of the page behind the screens. */
export const BACKGROUNDS = ['themedefault', 'white', 'light', 'skylight', 'dark'] as const;
export type Background = (typeof BACKGROUNDS)[number];

export const LINK_STYLES: readonly LinkStyle[] = ['style1', 'style2', 'style3', 'style4'];
export const PRESETS: readonly PresetName[] = ['default', 'horizontal', 'dark', 'light', 'sky'];
/** The transparent sidebar's background images, 1 to 8 (public/sidebar/bg{n}.svg). */
export const SIDEBAR_IMAGES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export interface BarSettings {
    position: BarPosition;
    visible: boolean;
}

export interface Colours {
    topBar: BarColour;
    footer: BarColour;
    sidebar: BarColour;
    background: Background;
}

export interface LayoutSettings {
    layout: LayoutKind;
    colours: Colours;
    linkStyle: LinkStyle;
    toolbar: BarSettings;
    footer: BarSettings;
    transparent: boolean;
    /** Which of the 8 images the transparent sidebar shows. */
    sidebarImage: number;
}

/** Spec section 9: gradient1 for top bar, footer and sidebar, background 'themedefault'. */
const DEFAULT_COLOURS: Colours = {
    topBar: 'gradient1',
    footer: 'gradient1',
    sidebar: 'gradient1',
    background: 'themedefault',
};

/** What RESET restores (spec: gradient1, vertical, style1, toolbar and footer shown below, transparent off). */
export const DEFAULT_SETTINGS: LayoutSettings = {
    layout: 'vertical',
    colours: DEFAULT_COLOURS,
    linkStyle: 'style1',
    toolbar: { position: 'below', visible: true },
    footer: { position: 'below', visible: true },
    transparent: false,
    sidebarImage: 1,
};

const PRESET_COLOURS: Record<PresetName, Colours> = {
    default: DEFAULT_COLOURS,
    horizontal: DEFAULT_COLOURS,
    dark: { topBar: 'dark', footer: 'dark', sidebar: 'dark', background: 'dark' },
    light: { topBar: 'white', footer: 'white', sidebar: 'white', background: 'light' },
    sky: { topBar: 'sky', footer: 'sky', sidebar: 'sky', background: 'skylight' },
};

/** A preset sets the four colours; "Horizontal Layout" also puts the menu on top, the others keep the layout chosen. */
export const applyPreset = (settings: LayoutSettings, preset: PresetName): LayoutSettings => ({
    ...settings,
    colours: PRESET_COLOURS[preset],
    layout: preset === 'horizontal' ? 'horizontal' : settings.layout,
});

/** The preset the current colours and layout match, if any (the drawer marks it as chosen). */
export const presetOf = (settings: LayoutSettings): PresetName | undefined =>
    PRESETS.find(preset => {
        const colours = PRESET_COLOURS[preset];
        const sameColours = (Object.keys(colours) as (keyof Colours)[]).every(
            key => colours[key] === settings.colours[key],
        );
        if (!sameColours) return false;
        if (preset === 'horizontal') return settings.layout === 'horizontal';
        if (preset === 'default') return settings.layout === 'vertical';
        return true;
    });

export const setColour = <K extends keyof Colours>(
    settings: LayoutSettings,
    key: K,
    value: Colours[K],
): LayoutSettings => ({
    ...settings,
    colours: { ...settings.colours, [key]: value },
});

export type Bar = 'toolbar' | 'footer';

/** Choosing "above" while the bar is hidden shows it: a hidden bar cannot stay above the content. */
export const setBarPosition = (settings: LayoutSettings, bar: Bar, position: BarPosition): LayoutSettings => ({
    ...settings,
    [bar]: { position, visible: position === 'above' ? true : settings[bar].visible },
});

/** Hiding a bar puts its position back to "below"; showing it keeps the position. */
export const setBarVisible = (settings: LayoutSettings, bar: Bar, visible: boolean): LayoutSettings => ({
    ...settings,
    [bar]: { position: visible ? settings[bar].position : 'below', visible },
});

/** The screens are drawn light or dark after the page's background. */
export const modeOf = (settings: LayoutSettings): 'light' | 'dark' =>
    settings.colours.background === 'dark' ? 'dark' : 'light';
