import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { DemoPage } from '../DemoPage';
import { ContactFormDialog } from './ContactFormDialog';
import { ContactTable } from './ContactTable';
import { type Contact, PANELS, type Panel, panelCount, visibleContacts } from './contactsState';
import { useContacts } from './useContacts';

/** What the open dialog is about: adding, editing one contact, or deleting some. */
type Dialog = { kind: 'add' } | { kind: 'edit'; contact: Contact } | { kind: 'delete'; ids: number[] };

interface SearchBarProps {
    search: string;
    onSearch: (search: string) => void;
    /** How many of the shown contacts are selected. */
    selectedCount: number;
    onDeleteSelected: () => void;
}

/** The search box, and the selection's count and delete button once some are selected. */
const ContactSearchBar = ({ search, onSearch, selectedCount, onDeleteSelected }: SearchBarProps) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" sx={{ p: 2, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
                type="search"
                size="small"
                label={translate('demos.contacts.search')}
                value={search}
                onChange={event => onSearch(event.target.value)}
                sx={{ flex: '1 1 220px', maxWidth: 360 }}
            />
            {selectedCount > 0 && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography role="status">
                        {translate('demos.contacts.selected', { smart_count: selectedCount })}
                    </Typography>
                    <Button color="error" startIcon={<Delete />} onClick={onDeleteSelected}>
                        {translate('demos.contacts.delete_selected')}
                    </Button>
                </Stack>
            )}
        </Stack>
    );
};

interface PanelTabsProps {
    /** Prefix of the tabs' ids, which the tab panel points back to. */
    tabsId: string;
    panel: Panel;
    onChange: (panel: Panel) => void;
    contacts: readonly Contact[];
}

/** One tab per panel, each with how many contacts it holds. */
const PanelTabs = ({ tabsId, panel, onChange, contacts }: PanelTabsProps) => {
    const translate = useTranslate();
    return (
        <Tabs
            value={panel}
            onChange={(_, value: Panel) => onChange(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate('demos.contacts.panels')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
            {PANELS.map(p => (
                <Tab
                    key={p}
                    value={p}
                    id={`${tabsId}-${p}`}
                    aria-controls={`${tabsId}-panel`}
                    label={`${translate(`demos.contacts.panel.${p}`)} (${panelCount(contacts, p)})`}
                />
            ))}
        </Tabs>
    );
};

/** /contacts: a demo address book on local sample data. */
const ContactsPage = () => {
    const translate = useTranslate();
    const [contacts, dispatch] = useContacts();
    const [panel, setPanel] = useState<Panel>('all');
    const [search, setSearch] = useState('');
    const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
    const [dialog, setDialog] = useState<Dialog>();
    const tabsId = useId();

    const shown = useMemo(() => visibleContacts(contacts, panel, search), [contacts, panel, search]);
    // Only what is on screen can be acted on: switching panel or searching narrows the selection.
    const shownSelected = shown.filter(c => selected.has(c.id)).map(c => c.id);
    const close = () => setDialog(undefined);

    return (
        <DemoPage
            title={translate('demos.contacts.title')}
            actions={
                <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'add' })}>
                    {translate('demos.contacts.add')}
                </Button>
            }
        >
            <Card>
                <PanelTabs tabsId={tabsId} panel={panel} onChange={setPanel} contacts={contacts} />
                <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${panel}`}>
                    <ContactSearchBar
                        search={search}
                        onSearch={setSearch}
                        selectedCount={shownSelected.length}
                        onDeleteSelected={() => setDialog({ kind: 'delete', ids: shownSelected })}
                    />
                    <ContactTable
                        contacts={shown}
                        selected={selected}
                        onSelect={setSelected}
                        onEdit={contact => setDialog({ kind: 'edit', contact })}
                        onDelete={contact => setDialog({ kind: 'delete', ids: [contact.id] })}
                        onToggleFavourite={contact => dispatch({ type: 'toggleFavourite', id: contact.id })}
                    />
                </Box>
            </Card>
            {dialog?.kind === 'add' && (
                <ContactFormDialog onSave={contact => dispatch({ type: 'add', contact })} onClose={close} />
            )}
            {dialog?.kind === 'edit' && (
                <ContactFormDialog
                    contact={dialog.contact}
                    onSave={contact => dispatch({ type: 'update', id: dialog.contact.id, contact })}
                    onClose={close}
                />
            )}
            <Confirm
                isOpen={dialog?.kind === 'delete'}
                title="demos.contacts.delete_title"
                content="demos.contacts.delete_confirm"
                translateOptions={{ smart_count: dialog?.kind === 'delete' ? dialog.ids.length : 1 }}
                confirmColor="warning"
                onConfirm={() => {
                    if (dialog?.kind !== 'delete') return;
                    dispatch({ type: 'delete', ids: dialog.ids });
                    setSelected(current => new Set([...current].filter(id => !dialog.ids.includes(id))));
                    close();
                }}
                onClose={close}
            />
        </DemoPage>
    );
};
export default ContactsPage;
