import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../components/documentTitle';
import { PublicFrame } from './PublicFrame';

interface Props {
    title: string;
    hint?: string;
    /** Card width in px. */
    width?: number;
    /** Beside the card, e.g. its toast or modal. */
    aside?: ReactNode;
    children: ReactNode;
}

/** The card of the sign-in and account pages: a heading, a line of help, the form. MUI only, so /login stays light. */
export const PublicCard = ({ title, hint, width = 400, aside, children }: Props) => {
    useDocumentTitle(title);
    return (
        <PublicFrame>
            <Card sx={{ width: '100%', maxWidth: width }}>
                <CardContent>
                    <Typography component="h1" variant="h5" gutterBottom>
                        {title}
                    </Typography>
                    {hint && (
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                            {hint}
                        </Typography>
                    )}
                    {children}
                </CardContent>
            </Card>
            {aside}
        </PublicFrame>
    );
};
