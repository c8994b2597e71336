import { lazy, type ReactElement, Suspense } from 'react';
import { SearchInput, SelectInput } from 'react-admin';
import { filterSource } from '../../shared/listFilterKeys';
import type { ListFilter, ResourceDeclaration } from '../../shared/types';
import { PickerInput } from './PickerInput';
import { SEARCH_LABEL } from '../listDefaults';
import { SEARCH_SOURCE, SearchBox } from '../../ui/SearchBox';
import { recordsInWords } from './useText';

const DayInput = lazy(() => import('./DayInput'));

/** `source` and `alwaysOn` are read by react-admin's filter form from the element itself. */
const FilterInput = ({
    decl,
    filter,
}: {
    decl: ResourceDeclaration;
    filter: ListFilter;
    source: string;
    alwaysOn: true;
}) => {
    const field = decl.fields[filter.field];
    if (filter.match === 'equals' && field?.kind === 'select') {
        return (
            <SelectInput
                source={filterSource(filter)}
                label={filter.label}
                choices={[...field.choices]}
                emptyText="All"
            />
        );
    }
    return (
        <Suspense fallback={null}>
            <DayInput source={filterSource(filter)} label={filter.label} />
        </Suspense>
    );
};

/** A picker field as a filter (a folder, a sub folder): clearable, sent as its filterKey. */
const pickerFilter = (decl: ResourceDeclaration, name: string, text: (s: string) => string): ReactElement[] => {
    const field = decl.fields[name];
    if (field?.kind !== 'picker') return [];
    return [
        <PickerInput
            key={name}
            source={field.filterKey ?? name}
            field={field}
            label={text(field.label)}
            asFilter
            alwaysOn
        />,
    ];
};

/**
 * The list's filters, all shown at once: picker fields first (they narrow
 * what the search looks in), then the search box, then the declared matches.
 * A search box alone is the light one (./SearchBox), with no filter form.
 */
export const listFilters = (
    decl: ResourceDeclaration,
    text: (s: string, options?: Record<string, unknown>) => string,
): ReactElement | ReactElement[] | undefined => {
    const declaredFilters = decl.list.filters ?? [];
    // Named for what it searches ("Search events"): a placeholder ("Find") is no name, and goes once typed in.
    const searchLabel = text(SEARCH_LABEL, { items: recordsInWords(decl, text) });
    if (decl.list.search && !declaredFilters.length)
        return (
            <SearchBox
                placeholder={text(decl.list.search.placeholder)}
                label={searchLabel}
                debounceMs={decl.list.searchDebounceMs}
            />
        );
    const pickers = declaredFilters.flatMap(filter =>
        typeof filter === 'string' ? pickerFilter(decl, filter, text) : [],
    );
    const search = decl.list.search
        ? [
              <SearchInput
                  key={SEARCH_SOURCE}
                  source={SEARCH_SOURCE}
                  alwaysOn
                  placeholder={text(decl.list.search.placeholder)}
                  inputProps={{ 'aria-label': searchLabel }}
              />,
          ]
        : [];
    const declared = declaredFilters.flatMap(filter =>
        typeof filter === 'string'
            ? []
            : [
                  <FilterInput
                      key={filterSource(filter)}
                      source={filterSource(filter)}
                      decl={decl}
                      filter={{ ...filter, label: text(filter.label) }}
                      alwaysOn
                  />,
              ],
    );
    const all = [...pickers, ...search, ...declared];
    return all.length ? all : undefined;
};
