import { createRoot } from 'react-dom/client';
import { Admin, type AuthProvider, type DataProvider, DataTable, DateField, List, Resource } from 'react-admin';

/**
 * The yardstick of `npm run bench:render`: a bare react-admin app as its docs
 * start one. One resource, one bundle (no lazy loading), a data provider over
 * json-server's REST routes and a session kept in localStorage.
 */
const API = import.meta.env.VITE_MINIMAL_API_URL ?? 'http://localhost:3312';
const TOKEN_KEY = 'minimal.token';

const dataProvider = {
    async getList(resource, { pagination = { page: 1, perPage: 10 }, sort }) {
        const query = new URLSearchParams({ _page: String(pagination.page), _limit: String(pagination.perPage) });
        if (sort?.field) {
            query.set('_sort', sort.field);
            query.set('_order', sort.order.toLowerCase());
        }
        const res = await fetch(`${API}/${resource}?${query}`, {
            headers: { authorization: `Bearer ${localStorage.getItem(TOKEN_KEY)}` },
        });
        if (!res.ok) throw new Error(res.statusText);
        return { data: await res.json(), total: Number(res.headers.get('x-total-count')) };
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

const EventList = () => (
    <List>
        <DataTable bulkActionButtons={false}>
            <DataTable.Col source="event_name" label="Event" />
            <DataTable.Col source="event_color" label="Color" />
            <DataTable.Col source="created_at" label="Created date" field={DateField} />
        </DataTable>
    </List>
);

createRoot(document.getElementById('root') as HTMLElement).render(
    <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
        <Resource name="event" list={EventList} />
    </Admin>,
);
