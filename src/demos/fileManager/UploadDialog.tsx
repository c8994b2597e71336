import CloudUpload from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { rejectionMessage, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from './files';

interface Chosen {
    name: string;
    dataUrl: string;
}

const readAsDataUrl = (file: File) =>
    new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });

/** Upload one image: drop it or choose it, see it, then Upload or Cancel. */
export const UploadDialog = ({ onUpload, onClose }: { onUpload: (file: Chosen) => void; onClose: () => void }) => {
    const translate = useTranslate();
    const titleId = useId();
    const [chosen, setChosen] = useState<Chosen>();
    const [error, setError] = useState<string>();
    const onDrop = async (accepted: File[], rejected: FileRejection[]) => {
        const problem = rejectionMessage(rejected);
        if (problem || accepted.length !== 1) {
            setError(translate(`demos.file_manager.${problem ?? 'rejected'}`));
            return;
        }
        setError(undefined);
        setChosen({ name: accepted[0].name, dataUrl: await readAsDataUrl(accepted[0]) });
    };
    // The dropzone itself is not a tab stop: the "Choose an image" button opens the file picker.
    const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
        accept: UPLOAD_ACCEPT,
        maxSize: UPLOAD_MAX_BYTES,
        multiple: false,
        noClick: true,
        noKeyboard: true,
        onDrop,
    });
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>{translate('demos.file_manager.upload_file')}</DialogTitle>
            <DialogContent>
                <Box
                    {...getRootProps()}
                    sx={{
                        border: '2px dashed',
                        borderColor: isDragActive ? 'primary.main' : 'divider',
                        borderRadius: 1,
                        p: 3,
                        textAlign: 'center',
                    }}
                >
                    <input {...getInputProps()} aria-label={translate('demos.file_manager.choose_file')} />
                    {chosen ? (
                        <Box
                            component="img"
                            src={chosen.dataUrl}
                            alt={chosen.name}
                            sx={{ maxWidth: '100%', maxHeight: 180, display: 'block', mx: 'auto', mb: 1 }}
                        />
                    ) : (
                        <CloudUpload sx={{ fontSize: 48, color: 'text.secondary' }} />
                    )}
                    <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                        {chosen ? chosen.name : translate('demos.file_manager.drop_hint', { size: UPLOAD_MAX_MB })}
                    </Typography>
                    <Button variant="outlined" onClick={open}>
                        {translate('demos.file_manager.choose_file')}
                    </Button>
                </Box>
                {error && (
                    <Alert severity="error" sx={{ mt: 2 }}>
                        {error}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('demos.common.cancel')}</Button>
                <Button variant="contained" disabled={!chosen} onClick={() => chosen && onUpload(chosen)}>
                    {translate('demos.file_manager.upload')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
