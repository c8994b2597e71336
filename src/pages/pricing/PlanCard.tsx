import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Plan, PLAN_FEATURES } from './plans';

/** How a card's title is drawn: plain text (/pricing/style1) or a coloured banner (/pricing/style2). */
export type PlanTitleStyle = 'plain' | 'banner';

const titleSx = {
    plain: { px: 2, pt: 3, pb: 0, textAlign: 'center' },
    banner: { px: 2, py: 2, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

export const PlanCard = ({ plan, titleStyle }: { plan: Plan; titleStyle: PlanTitleStyle }) => {
    const translate = useTranslate();
    const key = `pages.pricing.plans.${plan.id}`;
    return (
        <Card component="section" aria-labelledby={`plan-${plan.id}`} sx={{ display: 'flex', flexDirection: 'column' }}>
            <Box sx={titleSx[titleStyle]}>
                <Typography id={`plan-${plan.id}`} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
                    {translate(`${key}.name`)}
                </Typography>
            </Box>
            <CardContent sx={{ flexGrow: 1, textAlign: 'center' }}>
                <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
                    ${plan.price}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('pages.pricing.per_month')}
                </Typography>
                <List dense sx={{ mt: 2 }}>
                    {PLAN_FEATURES.map(feature => (
                        <ListItem key={feature} disableGutters>
                            <ListItemIcon sx={{ minWidth: 32 }}>
                                <Check fontSize="small" color="success" />
                            </ListItemIcon>
                            <ListItemText primary={translate(`${key}.${feature}`)} />
                        </ListItem>
                    ))}
                </List>
            </CardContent>
            <CardActions sx={{ p: 2, pt: 0 }}>
                <Button component={Link} to="/register" variant="outlined" fullWidth>
                    {translate('pages.pricing.sign_up')}
                </Button>
            </CardActions>
        </Card>
    );
};
