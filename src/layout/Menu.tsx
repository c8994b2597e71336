import Dashboard from '@mui/icons-material/Dashboard';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { screens } from '../resources';

/** The sidebar, in the spec's order, from the screen registry. */
export const Menu = () => {
    const translate = useTranslate();
    return (
        <RaMenu>
            <RaMenu.Item to="/dashboard" primaryText={translate('app.dashboard')} leftIcon={<Dashboard />} />
            {screens
                .filter(s => s.menuLabel)
                .map(({ decl, menuLabel, icon: Icon }) => (
                    <RaMenu.Item key={decl.route} to={`/${decl.route}`} primaryText={menuLabel} leftIcon={<Icon />} />
                ))}
        </RaMenu>
    );
};
