/** src/ui/ToolButton.tsx as the library draws it (`npm run bench:ui`): MUI's Button with an SvgIcon. */
import Button from '@mui/material/Button';
import SvgIcon from '@mui/material/SvgIcon';
import { type ButtonHTMLAttributes, forwardRef } from 'react';

export { TOOL_ICONS } from '../../src/ui/ToolButton';

export interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
    variant?: 'text' | 'outlined' | 'contained';
    tone?: 'primary' | 'secondary' | 'dark';
    size?: 'medium' | 'small';
    icon?: string;
}

export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(
    ({ tone = 'primary', icon, color: _color, ...rest }, ref) => (
        <Button
            ref={ref}
            color={tone === 'secondary' ? 'secondary' : 'primary'}
            sx={tone === 'dark' ? { color: 'primary.dark' } : undefined}
            startIcon={
                icon ? (
                    <SvgIcon>
                        <path d={icon} />
                    </SvgIcon>
                ) : undefined
            }
            {...rest}
        />
    ),
);
ToolButton.displayName = 'ToolButton';
