import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useListContext, useTranslate } from 'react-admin';
import { pageItems } from '../pageItems';

// No ripple, as the console's pager never drew one: MUI draws its first ripple on the first page change.
// PaginationItem passes it on to its ButtonBase; its own types leave ButtonBase's props out.
const NO_RIPPLE: object = { disableRipple: true };

/** A list's pager: the rows shown of how many, then Previous, up to six page numbers and Next (on a phone, the arrows alone). */
export const PageNumbers = () => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
    const { page, perPage, total, setPage, isPending } = useListContext();
    const pages = Math.ceil((total ?? 0) / perPage);
    if (isPending || pages <= 1) return null;
    const from = (page - 1) * perPage + 1;
    const to = Math.min(page * perPage, total ?? 0);
    return (
        <Stack
            component="nav"
            aria-label={translate('Pagination', { _: 'Pagination' })}
            direction="row"
            alignItems="center"
            justifyContent="flex-end"
            spacing={1}
            sx={{ p: 1, flexWrap: 'wrap' }}
        >
            <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                {translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
            </Typography>
            <PaginationItem
                {...NO_RIPPLE}
                type="previous"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                aria-label={translate('ra.navigation.previous')}
            />
            {(phone ? [] : pageItems(page, pages)).map(item =>
                typeof item === 'number' ? (
                    <PaginationItem
                        {...NO_RIPPLE}
                        key={item}
                        page={item}
                        selected={item === page}
                        aria-current={item === page ? 'page' : undefined}
                        aria-label={translate('ra.navigation.current_page', { page: item })}
                        onClick={() => setPage(item)}
                    />
                ) : (
                    <PaginationItem key={item} type={item} />
                ),
            )}
            <PaginationItem
                {...NO_RIPPLE}
                type="next"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
                aria-label={translate('ra.navigation.next')}
            />
        </Stack>
    );
};
