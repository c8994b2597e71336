import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forwardRef } from 'react';
import type { RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceDeclaration } from '../../shared/types';
import { TOOL_ICONS, ToolButton } from './ToolButton';
import { useOpenDialog } from './dialogControl';
import { ImportButton } from './ImportButton';
import { useScreenOffer } from './screenOffer';
import { formOnIntent } from './listForm';
import { takeUnsaved } from './unsavedEntry';
import { useText } from './useText';

const AddButton = forwardRef<HTMLButtonElement, { label: string; newRecord: Partial<RaRecord> }>(
    ({ label, newRecord }, ref) => {
        const text = useText();
        const openDialog = useOpenDialog();
        return (
            <ToolButton
                ref={ref}
                variant="contained"
                icon={TOOL_ICONS.add}
                onClick={() => openDialog(newRecord)}
                {...formOnIntent}
            >
                {text(label)}
            </ToolButton>
        );
    },
);
AddButton.displayName = 'AddButton';

/** The buttons beside Add that go to another screen. */
export const ScreenLinks = ({ links }: { links: NonNullable<ResourceDeclaration['list']['links']> }) => {
    const text = useText();
    return (
        <>
            {links.map(link => (
                // The darker blue: the primary one is under 4.5:1 on the page's grey.
                <Button key={link.to} component={RouterLink} to={link.to} variant="outlined" color="secondary">
                    {text(link.label)}
                </Button>
            ))}
        </>
    );
};

/** A new entry whose save failed is offered back: Restore (the modal with what was typed) or Discard. */
export const UnsavedAlert = ({ decl, onRestore }: { decl: ResourceDeclaration; onRestore: () => void }) => {
    const text = useText();
    return (
        <Alert
            severity="warning"
            role="status"
            sx={{ mb: 2, alignItems: 'center' }}
            action={
                <Stack direction="row" spacing={1}>
                    <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
                        {text('Restore')}
                    </Button>
                    <Button color="inherit" size="small" onClick={() => takeUnsaved(decl.route)}>
                        {text('Discard')}
                    </Button>
                </Stack>
            }
        >
            {text('Restore the %{name} you were adding?', { name: text(decl.singular).toLocaleLowerCase() })}
        </Alert>
    );
};

/** Beside the heading: the links to other screens, Import CSV and Add (when the list can add). */
export const HeadingActions = forwardRef<
    HTMLButtonElement,
    { decl: ResourceDeclaration; newRecord: Partial<RaRecord>; filter?: Record<string, unknown> }
>(({ decl, newRecord, filter }, ref) => {
    const links = decl.list.links;
    const offer = useScreenOffer();
    const canAdd = Boolean(decl.api.create && decl.form && decl.list.addLabel);
    const canImport = canAdd && offer.may('import');
    if (!canAdd && !links) return null;
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {links && <ScreenLinks links={links} />}
            {canImport && <ImportButton decl={decl} newRecord={newRecord} filter={filter} />}
            {canAdd && <AddButton ref={ref} label={decl.list.addLabel ?? 'Add'} newRecord={newRecord} />}
        </Stack>
    );
});
HeadingActions.displayName = 'HeadingActions';
