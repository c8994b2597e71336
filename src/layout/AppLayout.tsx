import { memo, type ReactNode, Suspense } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { LiveUpdates } from './LiveUpdates';
import { LoginAsBanner } from './LoginAsBanner';
import { ConsoleSidebar } from './ConsoleSidebar';
import { Footer } from './Footer';
import { HorizontalMenu } from './HorizontalMenu';
import { Menu } from './Menu';
import { ScreenLoading } from './ScreenLoading';
import { activeLinkLook, BACKGROUND_LOOKS, BAR_LOOKS } from './settings/looks';
import { FloatingSettingsButton, LayoutSettingsDrawer } from './settings/SettingsButton';
import { useLayoutSettings } from './settings/useLayoutSettings';

/** With the toolbar hidden, only the way back to the drawer stays. */
const HiddenAppBar = () => <FloatingSettingsButton />;

/**
 * react-admin's layout dressed by the layout settings (one store, read here
 * and nowhere in the screens): top bar, sidebar or horizontal menu, footer
 * and background. It is kept to the window's width: by default it grows to
 * fit its widest content (a table), so a phone scrolled the whole page
 * sideways. Wide content scrolls in its own area instead (see ResourceList).
 */
export const AppLayout = memo(({ children }: { children: ReactNode }) => {
    const [settings] = useLayoutSettings();
    const { layout, toolbar, footer, colours } = settings;
    const background = BACKGROUND_LOOKS[colours.background];
    const menuLook = BAR_LOOKS[colours.sidebar];
    return (
        <Layout
            appBar={toolbar.visible ? AppBar : HiddenAppBar}
            // No top bar to slide away when it is hidden: the sidebar would move up 48 px and leave a white strip below.
            appBarAlwaysOn={toolbar.position === 'above' || !toolbar.visible}
            menu={Menu}
            sidebar={ConsoleSidebar}
            className={`layout-${layout}`}
            sx={{
                minWidth: 0,
                bgcolor: background,
                '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
                '& .RaLayout-content': { bgcolor: background },
                // No top bar, no room kept for it.
                ...(toolbar.visible ? {} : { '& .RaLayout-appFrame': { mt: 0 } }),
                '& .horizontal-menu': {
                    background: menuLook.background,
                    color: menuLook.text,
                    display: { xs: 'none', sm: 'flex' },
                    '& .Mui-focusVisible': { outlineColor: 'currentColor !important' },
                    '& .nav-active': activeLinkLook(settings.linkStyle, menuLook),
                },
            }}
        >
            {layout === 'horizontal' && <HorizontalMenu />}
            <LoginAsBanner />
            <LiveUpdates />
            {/* Only the screen waits for its code: the menu and the footer stay. */}
            <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
            <Footer colour={colours.footer} bar={footer} />
            <LayoutSettingsDrawer />
        </Layout>
    );
});
AppLayout.displayName = 'AppLayout';
