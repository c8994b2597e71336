import { holds } from '../../shared/conditions';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { EngineDataProvider } from '../engineDataProvider';
import type { ToggleField } from '../../shared/types';
import { OnceOpened } from '../views/OnceOpened';
import { useScreenOffer } from '../views/screenOffer';
import { useServerCall } from '../views/useServerCall';
import { useText } from '../views/useText';
import type { KindCell, KindCellProps } from './cellProps';

/** A switch (or a star) that flips the record through its own call, after a confirmation where declared. */
const ToggleCell = ({ resource, name, field, record }: Omit<KindCellProps<ToggleField>, 'value'>) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const { run, pending } = useServerCall();
    const text = useText();
    const [asking, setAsking] = useState(false);
    const stored = record[name];
    const value = field.values ? stored === field.values.on : Boolean(stored);
    // A staff role without the status action sees the switch, not a way to flip it (the API would refuse).
    const refused = !useScreenOffer().may('status');
    const locked = refused || (field.lockedWhen ? holds(field.lockedWhen, record) : false);
    const label = `${text(field.label)}: ${text(value ? 'on' : 'off')}`;

    const change = async () => {
        if (pending) return;
        const next = !value;
        await run(() => dataProvider.toggle(resource, { id: record.id, field: name, value: next }), {
            fallbackMessage: field.messages ? (next ? field.messages.on : field.messages.off) : '',
        });
        setAsking(false);
    };
    const onToggle = () => (field.confirm ? setAsking(true) : change());

    if (field.badge && stored === field.badge.value) {
        return <Chip label={text(field.badge.label)} color="error" size="small" />;
    }
    return (
        <>
            {field.look === 'star' ? (
                <IconButton
                    aria-label={text(field.label)}
                    aria-pressed={value}
                    disabled={pending || locked}
                    onClick={onToggle}
                    color={value ? 'warning' : 'default'}
                >
                    {value ? <Star /> : <StarBorder />}
                </IconButton>
            ) : (
                <Switch
                    checked={value}
                    disabled={pending || locked}
                    onChange={onToggle}
                    slotProps={{ input: { role: 'switch', 'aria-label': label } }}
                />
            )}
            {field.confirm && (
                <OnceOpened open={asking}>
                    <ConfirmDialog
                        open={asking}
                        loading={pending}
                        title={field.confirm.message}
                        confirm={field.confirm.action}
                        onConfirm={change}
                        onClose={() => setAsking(false)}
                    />
                </OnceOpened>
            )}
        </>
    );
};

export const toggleCell: KindCell<ToggleField> = ({ resource, name, field, record }) => (
    <ToggleCell resource={resource} name={name} field={field} record={record} />
);
