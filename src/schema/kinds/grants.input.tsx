import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useInput } from 'react-admin';
import type { KindInputProps } from '../../shared/kinds/kind';
import type { PermissionScreen } from '../../shared/permissions/catalogue';
import { FIELD_ACCESS, type FieldAccess, type Grants, rolePermissions } from '../../shared/permissions/model';
import { PERMISSION_CATALOGUE } from '../../shared/permissions/screens';
import { fieldAccess, newRoleGrants } from '../../shared/permissions/verdicts';
import type { GrantsField } from '../../shared/types';
import { useText } from '../views/useText';

/** The words of each field rule in the matrix. */
const ACCESS_WORDS: Record<FieldAccess, string> = { hidden: 'hidden', readonly: 'read-only', editable: 'editable' };

/** A new role's share of a screen: nothing allowed, its personal fields hidden. */
const NEW_ROLE = newRoleGrants(PERMISSION_CATALOGUE);

interface RowProps {
    screen: PermissionScreen;
    grants: Grants;
    disabled: boolean;
    onChange(next: Grants): void;
}

/** One screen of the matrix: its actions as named checkboxes ("Events: add"), then its fields' rules. */
const ScreenRow = memo(function ScreenRow({ screen, grants, disabled, onChange }: RowProps) {
    const text = useText();
    const grant = grants[screen.key] ?? NEW_ROLE[screen.key] ?? { actions: [] };
    const title = text(screen.label);
    const role = rolePermissions('', grants);
    const setActions = (key: string, on: boolean) => {
        const actions = on ? [...grant.actions, key] : grant.actions.filter(a => a !== key);
        onChange({
            ...grants,
            [screen.key]: { ...grant, actions: screen.actions.map(a => a.key).filter(a => actions.includes(a)) },
        });
    };
    const setField = (name: string, access: FieldAccess) =>
        onChange({ ...grants, [screen.key]: { ...grant, fields: { ...grant.fields, [name]: access } } });
    return (
        <Box role="group" aria-label={title} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="h3" variant="subtitle2">
                {title}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                {screen.actions.map(action => (
                    <FormControlLabel
                        key={action.key}
                        disabled={disabled}
                        label={text(action.label)}
                        control={
                            <Checkbox
                                size="small"
                                checked={grant.actions.includes(action.key)}
                                onChange={event => setActions(action.key, event.target.checked)}
                                slotProps={{ input: { 'aria-label': `${title}: ${text(action.label)}` } }}
                            />
                        }
                    />
                ))}
            </Box>
            {screen.fields.length > 0 && (
                // Closed until asked for: the fields' rules of every screen at once would be hundreds of inputs.
                <Accordion disableGutters elevation={0} slotProps={{ transition: { unmountOnExit: true } }}>
                    <AccordionSummary sx={{ px: 0, minHeight: 0 }}>
                        <Typography variant="body2">{text('Fields of %{screen}', { screen: title })}</Typography>
                    </AccordionSummary>
                    <AccordionDetails sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, px: 0 }}>
                        {screen.fields.map(field => (
                            <Box key={field.name} sx={{ display: 'contents' }}>
                                <Typography variant="body2">{text(field.label)}</Typography>
                                <NativeSelect
                                    disabled={disabled}
                                    value={fieldAccess(role, screen, field.name)}
                                    onChange={event => setField(field.name, event.target.value as FieldAccess)}
                                    inputProps={{ 'aria-label': `${title}: ${text(field.label)}` }}
                                >
                                    {FIELD_ACCESS.map(access => (
                                        <option key={access} value={access}>
                                            {text(ACCESS_WORDS[access])}
                                        </option>
                                    ))}
                                </NativeSelect>
                            </Box>
                        ))}
                    </AccordionDetails>
                </Accordion>
            )}
        </Box>
    );
});

/**
 * The role editor's matrix: every screen of the catalogue (from the declarations and the custom screens, no
 * hand-kept list) with its actions and its fields' rules. A new role starts with nothing allowed and every
 * personal field hidden.
 */
export const GrantsKindInput = ({ name, label, disabled }: KindInputProps<GrantsField>) => {
    const { field } = useInput({ source: name });
    const grants = (field.value as Grants | null | undefined) ?? NEW_ROLE;
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, my: 1 }}>
            <Typography component="legend" variant="subtitle1">
                {label}
            </Typography>
            {PERMISSION_CATALOGUE.map(screen => (
                <ScreenRow
                    key={screen.key}
                    screen={screen}
                    grants={grants}
                    disabled={disabled}
                    onChange={field.onChange}
                />
            ))}
        </Box>
    );
};
