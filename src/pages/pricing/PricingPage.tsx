import Home from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/documentTitle';
import { publicBackground } from '../PublicFrame';
import { PlanCard, type PlanTitleStyle } from './PlanCard';
import { FAQ_QUESTIONS, PLANS } from './plans';

/** /pricing/style1 and /pricing/style2: the marketing page; the two differ only in the cards' titles. */
export const PricingPage = ({ variant }: { variant: PlanTitleStyle }) => {
    const translate = useTranslate();
    useDocumentTitle(translate('pages.pricing.title'));
    return (
        <Box component="main" sx={{ minHeight: '100vh', bgcolor: publicBackground, py: 4 }}>
            <Container maxWidth="lg">
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <Button component={Link} to="/" variant="contained" startIcon={<Home />}>
                        {translate('pages.pricing.home')}
                    </Button>
                </Box>
                <Typography component="h1" variant="h4" sx={{ textAlign: 'center', fontWeight: 600, my: 4 }}>
                    {translate('pages.pricing.title')}
                </Typography>
                <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
                    {PLANS.map(plan => (
                        <PlanCard key={plan.id} plan={plan} titleStyle={variant} />
                    ))}
                </Box>
                <Box component="section" aria-labelledby="faq-title">
                    <Typography
                        id="faq-title"
                        component="h2"
                        variant="h5"
                        sx={{ textAlign: 'center', fontWeight: 600, mt: 6, mb: 3 }}
                    >
                        {translate('pages.pricing.faq_title')}
                    </Typography>
                    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
                        {FAQ_QUESTIONS.map(question => (
                            <Card key={question} component="article">
                                <CardContent>
                                    <Typography
                                        component="h3"
                                        variant="subtitle1"
                                        sx={{ fontWeight: 600 }}
                                        gutterBottom
                                    >
                                        {translate(`pages.pricing.faq.${question}`)}
                                    </Typography>
                                    <Typography variant="body2" color="text.secondary">
                                        {translate('pages.pricing.faq_answer')}
                                    </Typography>
                                </CardContent>
                            </Card>
                        ))}
                    </Box>
                </Box>
            </Container>
        </Box>
    );
};
