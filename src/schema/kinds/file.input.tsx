import { lazy, Suspense } from 'react';
import type { FileField } from '../../shared/types';
import { InputPlaceholder } from './InputPlaceholder';
import type { KindInputProps } from '../../shared/kinds/kind';

// The file drop (react-admin's FileInput with react-dropzone) only in the forms that take a file.
const FileDropInput = lazy(() => import('../views/FileDropInput').then(m => ({ default: m.FileDropInput })));

export const FileKindInput = ({ name, field, label, disabled }: KindInputProps<FileField>) => (
    <Suspense fallback={<InputPlaceholder shape="file" />}>
        <FileDropInput source={name} field={field} label={label} disabled={disabled} />
    </Suspense>
);
