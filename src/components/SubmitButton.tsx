import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button: disabled with a spinner while its request runs. */
export const SubmitButton = ({ label, pending }: { label: string; pending: boolean }) => (
    <Button
        type="submit"
        variant="contained"
        fullWidth
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 1 }}
    >
        {label}
    </Button>
);
