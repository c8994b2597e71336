import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocaleState, useSidebarState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../shared/languages';
import { BACKGROUND_LOOKS, BAR_LOOKS } from './looks';
import { Choices, Swatches } from './SettingsChoices';
import {
    applyPreset,
    BACKGROUNDS,
    BAR_COLOURS,
    type Bar,
    type LayoutSettings,
    DEFAULT_SETTINGS,
    LINK_STYLES,
    presetOf,
    PRESETS,
    setBarPosition,
    setBarVisible,
    setColour,
    SIDEBAR_IMAGES,
} from './settingsRules';
import { useLayoutSettings } from './useLayoutSettings';

const k = (key: string) => `app.layout_settings.${key}`;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
    const id = useId();
    return (
        <Box component="section" aria-labelledby={id} sx={{ py: 1.5 }}>
            <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                {title}
            </Typography>
            {children}
        </Box>
    );
};

/** Position (above, below) and visibility (show, hide) of the toolbar or the footer, with the spec's coupling. */
const BarControls = ({ bar, title }: { bar: Bar; title: string }) => {
    const translate = useTranslate();
    const [settings, change] = useLayoutSettings();
    const current = settings[bar];
    return (
        <Section title={title}>
            <Stack spacing={1}>
                <Choices
                    label={`${title}: ${translate(k('position'))}`}
                    value={current.position}
                    options={[
                        { value: 'above', label: translate(k('above')) },
                        { value: 'below', label: translate(k('below')) },
                    ]}
                    onChange={position => change(s => setBarPosition(s, bar, position))}
                />
                <Choices
                    label={`${title}: ${translate(k('visibility'))}`}
                    value={current.visible ? 'show' : 'hide'}
                    options={[
                        { value: 'show', label: translate(k('show')) },
                        { value: 'hide', label: translate(k('hide')) },
                    ]}
                    onChange={shown => change(s => setBarVisible(s, bar, shown === 'show'))}
                />
            </Stack>
        </Section>
    );
};

type SettingsProps = { settings: LayoutSettings; change: ReturnType<typeof useLayoutSettings>[1] };

/** The bars' and the background's colours. */
const ColourSection = ({ settings, change }: SettingsProps) => {
    const translate = useTranslate();
    const colourName = (colour: string) => translate(k(`colour.${colour}`));
    return (
        <Section title={translate(k('colours'))}>
            <Stack spacing={1.5}>
                {(['topBar', 'footer', 'sidebar'] as const).map(key => (
                    <Swatches
                        key={key}
                        label={translate(k(key === 'topBar' ? 'top_bar' : key))}
                        value={settings.colours[key]}
                        options={BAR_COLOURS.map(colour => ({
                            value: colour,
                            label: colourName(colour),
                            paint: BAR_LOOKS[colour].background,
                        }))}
                        onChange={colour => change(s => setColour(s, key, colour))}
                    />
                ))}
                <Swatches
                    label={translate(k('background'))}
                    value={settings.colours.background}
                    options={BACKGROUNDS.map(colour => ({
                        value: colour,
                        label: colourName(colour),
                        paint: BACKGROUND_LOOKS[colour],
                    }))}
                    onChange={colour => change(s => setColour(s, 'background', colour))}
                />
            </Stack>
        </Section>
    );
};

/** Mini and transparent sidebar, and the transparent sidebar's images. */
const SidebarSection = ({ settings, change, isXSmall }: SettingsProps & { isXSmall: boolean }) => {
    const translate = useTranslate();
    const [sidebarOpen, setSidebarOpen] = useSidebarState();
    return (
        <>
            <Divider />
            <Stack sx={{ py: 1 }}>
                <FormControlLabel
                    control={
                        <Switch
                            disabled={isXSmall}
                            checked={!isXSmall && !sidebarOpen}
                            onChange={event => setSidebarOpen(!event.target.checked)}
                        />
                    }
                    label={translate(k('mini_sidebar'))}
                />
                <FormControlLabel
                    control={
                        <Switch
                            checked={settings.transparent}
                            onChange={event => change(s => ({ ...s, transparent: event.target.checked }))}
                        />
                    }
                    label={translate(k('transparent_sidebar'))}
                />
            </Stack>
            {/* The images load only once the transparent sidebar is on. */}
            {settings.transparent && (
                <Swatches
                    label={translate(k('sidebar_images'))}
                    value={String(settings.sidebarImage)}
                    size={56}
                    options={SIDEBAR_IMAGES.map(n => ({
                        value: String(n),
                        label: translate(k('sidebar_image'), { n }),
                        paint: `url(/sidebar/bg${n}.svg) center / cover no-repeat`,
                    }))}
                    onChange={n => change(s => ({ ...s, sidebarImage: Number(n) }))}
                />
            )}
        </>
    );
};

/** The console's language, each named in the chosen one. */
const LanguageSelect = () => {
    const translate = useTranslate();
    const [locale, setLocale] = useLocaleState();
    return (
        // The select names itself: no heading above it.
        <Box sx={{ py: 1.5 }}>
            <TextField
                select
                fullWidth
                size="small"
                label={translate(k('language'))}
                value={locale}
                onChange={event => setLocale(event.target.value)}
            >
                {/* Each language named in itself, so one who reads it finds it whatever is shown. */}
                {LANGUAGES.map(({ locale: code, name }) => (
                    <MenuItem key={code} value={code} lang={code}>
                        {name}
                    </MenuItem>
                ))}
            </TextField>
        </Box>
    );
};

/**
 * The layout settings drawer (spec part 1, "Layout settings drawer"): layout,
 * presets, colours, language, active-link style, toolbar and footer, mini and
 * transparent sidebar, RESET. Loaded the first time it opens.
 */
const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const [settings, change] = useLayoutSettings();
    const [, setLocale] = useLocaleState();
    const [, setSidebarOpen] = useSidebarState();
    // Below 575.98px the sidebar is a drawer of its own: it has no mini form, and RESET leaves it closed.
    const isXSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const titleId = useId();

    const reset = () => {
        change(() => DEFAULT_SETTINGS);
        setLocale('en');
        if (!isXSmall) setSidebarOpen(true);
    };

    return (
        <Drawer
            anchor="right"
            open={open}
            onClose={onClose}
            slotProps={{
                paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 340 } } },
            }}
        >
            <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
                    {translate(k('title'))}
                </Typography>
                <IconButton aria-label={translate(k('close'))} onClick={onClose}>
                    <Close />
                </IconButton>
            </Stack>
            <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
                <Section title={translate(k('layout'))}>
                    <Choices
                        label={translate(k('layout'))}
                        value={settings.layout}
                        options={[
                            { value: 'vertical', label: translate(k('vertical')) },
                            { value: 'horizontal', label: translate(k('horizontal')) },
                        ]}
                        onChange={layout => change(s => ({ ...s, layout }))}
                    />
                </Section>
                <Section title={translate(k('presets'))}>
                    <Choices
                        label={translate(k('presets'))}
                        value={presetOf(settings) ?? null}
                        wrap
                        options={PRESETS.map(preset => ({ value: preset, label: translate(k(`preset.${preset}`)) }))}
                        onChange={preset => change(s => applyPreset(s, preset))}
                    />
                </Section>
                <ColourSection settings={settings} change={change} />
                <LanguageSelect />
                <Section title={translate(k('link_style'))}>
                    <Choices
                        label={translate(k('link_style'))}
                        value={settings.linkStyle}
                        options={LINK_STYLES.map(style => ({
                            value: style,
                            label: translate(k(`link_styles.${style}`)),
                        }))}
                        onChange={linkStyle => change(s => ({ ...s, linkStyle }))}
                    />
                </Section>
                <BarControls bar="toolbar" title={translate(k('toolbar'))} />
                <BarControls bar="footer" title={translate(k('footer'))} />
                <SidebarSection settings={settings} change={change} isXSmall={isXSmall} />
                <Button variant="outlined" color="error" fullWidth onClick={reset} sx={{ mt: 2 }}>
                    {translate(k('reset'))}
                </Button>
            </Box>
        </Drawer>
    );
};
export default SettingsDrawer;
