import { momentText } from '../../shared/dayText';

/**
 * A moment (an ISO time) as the lists write it, DD/MM/YYYY HH:mm in every language: history, recently deleted
 * and the conflict dialog say it as the rows beside them do.
 */
export const useMoment = () => momentText;
