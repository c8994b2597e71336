import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { PersonAvatar } from '../PersonAvatar';
import type { Contact } from './contactsState';

interface Props {
    contacts: readonly Contact[];
    selected: ReadonlySet<number>;
    onSelect: (ids: ReadonlySet<number>) => void;
    onEdit: (contact: Contact) => void;
    onDelete: (contact: Contact) => void;
    onToggleFavourite: (contact: Contact) => void;
}

type RowProps = Pick<Props, 'onEdit' | 'onDelete' | 'onToggleFavourite'> & {
    contact: Contact;
    /** On a phone: email and mobile under the name. */
    compact: boolean;
    isSelected: boolean;
    onToggle: () => void;
};

/** One contact: selection box, avatar and name, email, mobile, then favourite, edit and delete. */
const ContactRow = ({ contact, compact, isSelected, onToggle, onEdit, onDelete, onToggleFavourite }: RowProps) => {
    const translate = useTranslate();
    return (
        <TableRow hover selected={isSelected}>
            <TableCell padding="checkbox">
                <Checkbox
                    checked={isSelected}
                    onChange={onToggle}
                    slotProps={{
                        input: {
                            'aria-label': translate('demos.contacts.select', { name: contact.name }),
                        },
                    }}
                />
            </TableCell>
            <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <PersonAvatar name={contact.name} profile={contact.profile} size={32} />
                    <span>
                        {contact.name}
                        {compact && (
                            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                                {contact.email}
                                <br />
                                {contact.mobile}
                            </Typography>
                        )}
                    </span>
                </Stack>
            </TableCell>
            {!compact && <TableCell sx={{ overflowWrap: 'anywhere' }}>{contact.email}</TableCell>}
            {!compact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{contact.mobile}</TableCell>}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: compact ? 0 : undefined }}>
                <IconButton
                    aria-label={translate('demos.contacts.favourite', { name: contact.name })}
                    aria-pressed={contact.isfav}
                    onClick={() => onToggleFavourite(contact)}
                    sx={{ color: contact.isfav ? 'warning.dark' : undefined }}
                >
                    {contact.isfav ? <Star /> : <StarBorder />}
                </IconButton>
                <IconButton
                    aria-label={translate('demos.contacts.edit_one', { name: contact.name })}
                    onClick={() => onEdit(contact)}
                >
                    <Edit />
                </IconButton>
                <IconButton
                    aria-label={translate('demos.contacts.delete_one', { name: contact.name })}
                    onClick={() => onDelete(contact)}
                >
                    <Delete />
                </IconButton>
            </TableCell>
        </TableRow>
    );
};

/** The contacts shown: a selection box each (and one for all or none), favourite star, edit and delete. */
export const ContactTable = ({ contacts, selected, onSelect, onEdit, onDelete, onToggleFavourite }: Props) => {
    const translate = useTranslate();
    // On a phone the email and mobile go under the name: three columns fit, five do not.
    const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const chosen = contacts.filter(c => selected.has(c.id)).length;
    const all = contacts.length > 0 && chosen === contacts.length;
    const toggle = (id: number) => {
        const next = new Set(selected);
        if (!next.delete(id)) next.add(id);
        onSelect(next);
    };
    return (
        <TableContainer>
            <Table size="small" aria-label={translate('demos.contacts.title')}>
                <TableHead>
                    <TableRow>
                        <TableCell padding="checkbox">
                            <Checkbox
                                checked={all}
                                indeterminate={chosen > 0 && !all}
                                disabled={contacts.length === 0}
                                onChange={() => onSelect(all ? new Set() : new Set(contacts.map(c => c.id)))}
                                slotProps={{ input: { 'aria-label': translate('demos.contacts.select_all') } }}
                            />
                        </TableCell>
                        <TableCell>{translate('demos.contacts.fields.name')}</TableCell>
                        {!compact && <TableCell>{translate('demos.contacts.fields.email')}</TableCell>}
                        {!compact && <TableCell>{translate('demos.contacts.fields.mobile')}</TableCell>}
                        <TableCell align="right">{translate('demos.contacts.actions')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {contacts.length === 0 && (
                        <TableRow>
                            <TableCell colSpan={compact ? 3 : 5} align="center">
                                {translate('demos.contacts.empty')}
                            </TableCell>
                        </TableRow>
                    )}
                    {contacts.map(contact => (
                        <ContactRow
                            key={contact.id}
                            contact={contact}
                            compact={compact}
                            isSelected={selected.has(contact.id)}
                            onToggle={() => toggle(contact.id)}
                            onEdit={onEdit}
                            onDelete={onDelete}
                            onToggleFavourite={onToggleFavourite}
                        />
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
