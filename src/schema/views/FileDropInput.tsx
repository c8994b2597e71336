import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FileInput, useRecordContext } from 'react-admin';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FileRejection } from 'react-dropzone';
import type { FileField } from '../../shared/types';
import { useText } from './useText';

/** A file as the input holds it: a new one (`rawFile`) or the stored one (`stored`, its name on the API). */
interface HeldFile {
    rawFile?: File;
    src?: string;
    title?: string;
    stored?: string;
}

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

/** A picture shows itself; any other file its icon and name. A stored file is a link to it. */
const FilePreview = () => {
    const file = useRecordContext<HeldFile & { id?: string }>();
    if (!file) return null;
    const isImage = file.rawFile ? file.rawFile.type.startsWith('image/') : IMAGE.test(file.stored ?? '');
    const name = file.title ?? file.rawFile?.name ?? '';
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            {isImage && file.src ? (
                <Box
                    component="img"
                    src={file.src}
                    alt={name}
                    sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
                />
            ) : (
                <InsertDriveFileOutlined color="action" aria-hidden />
            )}
            {file.stored ? (
                <Link href={file.src} target="_blank" rel="noopener noreferrer">
                    {name}
                </Link>
            ) : (
                <Typography variant="body2">{name}</Typography>
            )}
        </Box>
    );
};

/**
 * One file, dropped or picked (react-admin's FileInput, react-dropzone inside):
 * the type and size checks are dropzone's (`accept` as an object, `maxSize`),
 * their refusals say the field's words under the area. In an edit the stored
 * file shows as a link, and its remove button clears it for another.
 */
export const FileDropInput = ({
    source,
    field,
    label,
    disabled,
}: {
    source: string;
    field: FileField;
    label: string;
    disabled?: boolean;
}) => {
    const text = useText();
    const { getValues } = useFormContext();
    // Why the last file was refused (its type, or its size with the limit), until a file is taken. It is the
    // input's own: a form error would wait for a touch and then give way to the form's rules on Save.
    const [refused, setRefused] = useState<string | null>(null);
    const onDropRejected = (rejections: FileRejection[]) => {
        const codes = rejections.flatMap(r => r.errors.map(e => e.code));
        const name = rejections[0]?.file.name;
        const message = text(codes.includes('file-too-large') ? field.sizeMessage : field.typeMessage);
        setRefused(name ? `${name}: ${message}` : message);
    };
    return (
        <>
            <FileInput
                source={source}
                label={text(label)}
                disabled={disabled}
                multiple={false}
                accept={Object.fromEntries(
                    Object.entries(field.accept).map(([type, extensions]) => [type, [...extensions]]),
                )}
                maxSize={field.maxBytes}
                placeholder={<Typography variant="body2">{text(field.placeholder)}</Typography>}
                options={{ onDropRejected, onDropAccepted: () => setRefused(null) }}
                // The hidden file input is named too (the drop area is what people click).
                inputProps={{ 'aria-label': text(label) }}
                format={(value: unknown) =>
                    typeof value === 'string' && value
                        ? {
                              stored: value,
                              src: (getValues(field.urlKey) as string | undefined) ?? '',
                              title: (field.nameKey && (getValues(field.nameKey) as string)) || value,
                          }
                        : value
                }
                sx={{
                    '& .RaFileInput-dropZone': {
                        border: 1,
                        borderStyle: 'dashed',
                        borderColor: 'divider',
                        borderRadius: 1,
                        p: 2,
                    },
                }}
            >
                <FilePreview />
            </FileInput>
            {refused && (
                <FormHelperText error role="alert" sx={{ mt: -1, mb: 1, mx: 1.75 }}>
                    {refused}
                </FormHelperText>
            )}
        </>
    );
};
