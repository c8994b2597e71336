import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { LoginAsBanner } from './LoginAsBanner';
import { Menu } from './Menu';

/**
 * react-admin's layout, kept to the window's width: by default it grows to
 * fit its widest content (a table), so a phone scrolled the whole page
 * sideways and the top bar ended at the window's edge. Wide content scrolls
 * in its own area instead (see ResourceList).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
    <Layout
        appBar={AppBar}
        menu={Menu}
        sx={{
            minWidth: 0,
            '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        }}
    >
        <LoginAsBanner />
        {children}
    </Layout>
);
