import AccountBox from '@mui/icons-material/AccountBox';
import type { RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { profilePath } from './profilePath';
import { RowButton } from './RowButton';

/** "Profile": the profile edit page of this coach or student. */
export const ProfileAction = ({ record, of }: { record: RaRecord; of: 'coach' | 'student' }) => {
    const navigate = useNavigate();
    return (
        <RowButton label="Profile" onClick={() => navigate(profilePath(String(record.id), of))}>
            <AccountBox fontSize="small" />
        </RowButton>
    );
};
