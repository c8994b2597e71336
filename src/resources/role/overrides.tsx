import type { RaRecord } from 'react-admin';
import { CopyRoleAction } from './CopyRoleAction';

/** Before the generic edit and delete: copy the role. */
export const rowActions = (record: RaRecord) => <CopyRoleAction record={record} />;
