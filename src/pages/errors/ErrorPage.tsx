import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/documentTitle';
import { type RefusalMessage, refusalText } from '../../schema/permissionOffer';
import { PublicFrame } from '../PublicFrame';

/** The two error pages of the spec; /error400 shows the 404 page, as the spec has it. */
const ERRORS = {
    notFound: { code: '404', text: 'pages.errors.not_found' },
    serverError: { code: '500', text: 'pages.errors.server_error' },
} as const;

interface ErrorContentProps {
    kind: keyof typeof ERRORS;
}

const ErrorContent = ({ kind }: ErrorContentProps) => {
    const translate = useTranslate();
    const { code, text } = ERRORS[kind];
    useDocumentTitle(code);
    return (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <Typography component="h1" variant="h1" sx={{ fontWeight: 700, color: 'text.secondary' }}>
                {code}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 1, mb: 4 }}>
                {translate(text)}
            </Typography>
            <Button component={Link} to="/" variant="contained">
                {translate('pages.errors.go_home')}
            </Button>
        </Box>
    );
};

/** /error400 and /error500, outside the login guard. */
export const ErrorPage = ({ kind }: ErrorContentProps) => (
    <PublicFrame>
        <ErrorContent kind={kind} />
    </PublicFrame>
);

/** Any unknown URL once signed in: the 404 content inside the console's layout. */
export const NotFound = () => <ErrorContent kind="notFound" />;

/** A screen that cannot be used here, said plainly with the way to the dashboard (not a list failing under a toast). */
const Unavailable = ({ why, said }: { why: string; said?: string }) => {
    const translate = useTranslate();
    useDocumentTitle(translate('pages.errors.not_available_title'));
    return (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
                {translate('pages.errors.not_available_title')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 1, mb: 4 }}>
                {said ?? translate(why)}
            </Typography>
            <Button component={Link} to="/dashboard" variant="contained">
                {translate('pages.errors.to_dashboard')}
            </Button>
        </Box>
    );
};

/** A screen this session may not open (a coach's view on a super-admin screen). */
export const NotAvailable = () => <Unavailable why="pages.errors.not_available" />;

/**
 * A screen this session's role may not open, in the API's words ("Content editor may not list coupon codes") in
 * the chosen language: the role as it is named, the verb and the records translated.
 */
export const Refused = ({ refusal }: { refusal: RefusalMessage }) => {
    const translate = useTranslate();
    return <Unavailable why="pages.errors.not_available" said={refusalText(translate, refusal)} />;
};

/** A screen needing an extra the API does not offer (GET /capabilities): an API that serves the spec alone. */
export const NotOffered = () => <Unavailable why="pages.errors.not_offered" />;
