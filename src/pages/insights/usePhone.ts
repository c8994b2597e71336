import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Whether the screen is phone-wide: known at the first render (noSsr), so nothing is drawn twice. */
export const usePhone = (): boolean => useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
