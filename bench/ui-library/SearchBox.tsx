/**
 * src/ui/SearchBox.tsx as the library draws it (`npm run bench:ui`): react-admin's FilterForm around its
 * SearchInput, with react-admin's own debounce.
 */
import { FilterForm, SearchInput } from 'react-admin';

export { ListCovered, SEARCH_SOURCE } from '../../src/ui/SearchBox';

export const SearchBox = ({ placeholder, label }: { placeholder: string; label: string; debounceMs?: number }) => (
    <FilterForm
        filters={[
            <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} inputProps={{ 'aria-label': label }} />,
        ]}
    />
);
