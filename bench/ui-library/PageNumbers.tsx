/** src/ui/PageNumbers.tsx as the library draws it (`npm run bench:ui`): react-admin's Pagination, no page sizes. */
import { Pagination } from 'react-admin';

const NO_SIZES: number[] = [];

export const PageNumbers = () => <Pagination rowsPerPageOptions={NO_SIZES} />;
