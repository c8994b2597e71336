import Avatar from '@mui/material/Avatar';
import { blue, deepPurple, green, indigo, pink, teal } from '@mui/material/colors';

/** Dark shades only: white initials on them keep AA contrast. */
const backgrounds = [blue[800], teal[800], deepPurple[600], pink[800], green[800], indigo[600]];

const initials = (name: string) =>
    name
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .map(word => word[0].toUpperCase())
        .join('');

/**
 * A sample person's picture, or their initials on a colour of their own.
 * Decorative: the name is always written next to it.
 */
export const PersonAvatar = ({ name, profile, size = 40 }: { name: string; profile?: string; size?: number }) => {
    const colour = backgrounds[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % backgrounds.length];
    return (
        <Avatar
            src={profile || undefined}
            alt=""
            aria-hidden
            sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: colour, color: '#fff' }}
        >
            {initials(name)}
        </Avatar>
    );
};
