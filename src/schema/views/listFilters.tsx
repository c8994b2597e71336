import { lazy, type ReactElement, Suspense } from 'react';
import { SearchInput, SelectInput } from 'react-admin';
import type { ListFilter, ResourceDeclaration } from '../types';

const DayInput = lazy(() => import('./DayInput'));

/** The filter key a declared filter sets: the field itself, or its range bound (`at_gte`, `at_lte`). */
export const filterSource = (filter: ListFilter): string =>
    filter.match === 'from' ? `${filter.field}_gte` : filter.match === 'to' ? `${filter.field}_lte` : filter.field;

/** `source` and `alwaysOn` are read by react-admin's filter form from the element itself. */
const FilterInput = ({ decl, filter }: { decl: ResourceDeclaration; filter: ListFilter; source: string; alwaysOn: true }) => {
    const field = decl.fields[filter.field];
    if (filter.match === 'equals' && field?.kind === 'select') {
        return <SelectInput source={filterSource(filter)} label={filter.label} choices={[...field.choices]} emptyText="All" />;
    }
    return (
        <Suspense fallback={null}>
            <DayInput source={filterSource(filter)} label={filter.label} />
        </Suspense>
    );
};

/** The list's filters: the search box, then the declared ones, all shown at once. */
export const listFilters = (decl: ResourceDeclaration): ReactElement[] | undefined => {
    const search = decl.list.search ? [<SearchInput key="q" source="q" alwaysOn placeholder={decl.list.search.placeholder} />] : [];
    const declared = (decl.list.filters ?? []).map(filter => (
        <FilterInput key={filterSource(filter)} source={filterSource(filter)} decl={decl} filter={filter} alwaysOn />
    ));
    const all = [...search, ...declared];
    return all.length ? all : undefined;
};
