import type { ReactNode } from 'react';
import { HintButton } from '../../ui/HintButton';
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
        <HintButton hint={text(label)} held onClick={onClick} disabled={disabled}>
            {children}
        </HintButton>
    );
};
