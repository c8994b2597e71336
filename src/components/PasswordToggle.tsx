import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

interface Props {
    /** The password is shown as text. */
    shown: boolean;
    onToggle: () => void;
    /** "Show password" / "Hide password", in the page's language. */
    showLabel: string;
    hideLabel: string;
}

/**
 * The eye at the end of every password box (sign-in, lock screen, change and
 * reset password, profile): a crossed eye while the password is hidden, an
 * open one while it shows, named by what a press does. MUI only, so the
 * sign-in page can use it before react-admin loads.
 */
export const PasswordToggle = ({ shown, onToggle, showLabel, hideLabel }: Props) => (
    <InputAdornment position="end">
        <IconButton aria-label={shown ? hideLabel : showLabel} onClick={onToggle} size="small" edge="end">
            {shown ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
        </IconButton>
    </InputAdornment>
);
