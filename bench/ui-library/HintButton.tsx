/**
 * src/ui/HintButton.tsx as the library draws it (`npm run bench:ui`): each hinted button an MUI IconButton in its
 * own Tooltip, each picture MUI's icon as rows use it; no shared layer.
 */
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import type { ElementType, ReactNode } from 'react';

export const HintLayer = ({
    children,
}: {
    children: ReactNode;
    placement?: TooltipProps['placement'];
    labelled?: boolean;
}) => <>{children}</>;

/** The library's icons take no class of the layer's. */
export const LIGHT_ICON = undefined;

export const HintMark = ({ hint, children }: { hint: string; children: ReactNode }) => (
    <Tooltip title={hint}>
        <span role="img" aria-label={hint} style={{ display: 'inline-flex', padding: 5 }}>
            {children}
        </span>
    </Tooltip>
);

export const LightGroup = ({ children }: { children: ReactNode }) => (
    <Stack direction="row" gap={0.5} sx={{ minHeight: 30 }}>
        {children}
    </Stack>
);

type HintButtonProps = Omit<IconButtonProps, 'aria-label'> & {
    component?: ElementType;
    to?: string;
    href?: string;
    target?: string;
    rel?: string;
    download?: boolean;
    hint: string;
    label?: string;
    held?: boolean;
};

export const HintButton = ({ hint, label = hint, held = false, size = 'small', ...props }: HintButtonProps) => {
    const button = <IconButton aria-label={label} size={size} {...props} />;
    return <Tooltip title={hint}>{held ? <span aria-label={hint}>{button}</span> : button}</Tooltip>;
};
