import { createRoot } from 'react-dom/client';
import {
    Admin,
    type AuthProvider,
    Create,
    type DataProvider,
    DataTable,
    DateField,
    Edit,
    List,
    required,
    Resource,
    SearchInput,
    SimpleForm,
    TextInput,
} from 'react-admin';

/**
 * The yardstick of `npm run bench:render` and `npm run bench:interact`: a
 * bare react-admin app as its docs start one. One resource with its list
 * (search, sort, pages), edit and create screens from react-admin's stock
 * components, one bundle (no lazy loading), a data provider over
 * json-server's REST routes and a session kept in localStorage.
 */
const API = import.meta.env.VITE_MINIMAL_API_URL ?? 'http://localhost:3312';
const TOKEN_KEY = 'minimal.token';

const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${API}/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(TOKEN_KEY)}` },
    });
    if (!res.ok) throw new Error(res.statusText);
    return res;
};

const dataProvider = {
    async getList(resource, { pagination = { page: 1, perPage: 10 }, sort, filter }) {
        const query = new URLSearchParams({ _page: String(pagination.page), _limit: String(pagination.perPage) });
        if (sort?.field) {
            query.set('_sort', sort.field);
            query.set('_order', sort.order.toLowerCase());
        }
        if (filter?.q) query.set('q', String(filter.q));
        const res = await call(`${resource}?${query}`);
        return { data: await res.json(), total: Number(res.headers.get('x-total-count')) };
    },
    async getOne(resource, { id }) {
        return { data: await (await call(`${resource}/${id}`)).json() };
    },
    async update(resource, { id, data }) {
        return { data: await (await call(`${resource}/${id}`, { method: 'PUT', body: JSON.stringify(data) })).json() };
    },
    async create(resource, { data }) {
        return { data: await (await call(resource, { method: 'POST', body: JSON.stringify(data) })).json() };
    },
} as DataProvider;

const authProvider: AuthProvider = {
    async login() {
        localStorage.setItem(TOKEN_KEY, 'bench');
    },
    async logout() {
        localStorage.removeItem(TOKEN_KEY);
    },
    async checkAuth() {
        if (!localStorage.getItem(TOKEN_KEY)) throw new Error('Signed out');
    },
    async checkError() {},
    async getPermissions() {},
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const EventList = () => (
    <List filters={filters}>
        <DataTable bulkActionButtons={false}>
            <DataTable.Col source="event_name" label="Event" />
            <DataTable.Col source="event_color" label="Color" />
            <DataTable.Col source="created_at" label="Created date" field={DateField} />
        </DataTable>
    </List>
);

const EventInputs = () => (
    <>
        <TextInput source="event_name" label="Event" validate={required()} />
        <TextInput source="event_description" label="Description" multiline />
        <TextInput source="event_color" label="Color" validate={required()} />
    </>
);

const EventEdit = () => (
    <Edit>
        <SimpleForm>
            <EventInputs />
        </SimpleForm>
    </Edit>
);

const EventCreate = () => (
    <Create>
        <SimpleForm>
            <EventInputs />
        </SimpleForm>
    </Create>
);

createRoot(document.getElementById('root') as HTMLElement).render(
    <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
        <Resource name="event" list={EventList} edit={EventEdit} create={EventCreate} />
    </Admin>,
);
