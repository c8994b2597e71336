import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useText } from '../../schema/views/useText';

/** A small labelled icon button of a row's Action cell. */
export const RowButton = ({
    label,
    onClick,
    disabled,
    children,
}: {
    label: string;
    onClick: () => void;
    disabled?: boolean;
    children: ReactNode;
}) => {
    const text = useText();
    return (
        <Tooltip title={text(label)}>
            <span>
                <IconButton aria-label={text(label)} size="small" onClick={onClick} disabled={disabled}>
                    {children}
                </IconButton>
            </span>
        </Tooltip>
    );
};
