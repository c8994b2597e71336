import { subscriptionResource } from './schema';
import { PACKAGE_EDIT, PACKAGE_VIEW, type PackageInfoLine, packageEditSchema } from './packagePrices.shared';
import { validateForm } from '../../../server/http/formRules';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import type { StoredRecord } from '../../../server/store/dbFile';
import { newObjectId } from '../../../server/store/objectId';
import type { RouteModule } from '../../../server/routes/module';
import { route } from '../../../server/openapi/routeDoc';
import { recordSchema } from '../../../server/openapi/entitySchema';

interface PackageEdit {
    name: string;
    monthly_price: number;
    quarterly_price: number;
    half_yearly_price: number;
    yearly_price: number;
    trial_days: number;
    package_info: { id?: string; name: string }[];
    deleted_status: string[];
}

/**
 * The older package edit page's calls (spec part 1, section 7): view answers
 * the package as `data[0]`; edit replaces name, prices, trial days and info
 * lines. Lines keep their ids, new lines get one, and the ids in
 * `deleted_status` are dropped; ids the package does not have are refused.
 */
export const packageRoutes: RouteModule = {
    collections: [subscriptionResource.collection],
    register({ app, store, permit }) {
        const rows = () => store.collection(subscriptionResource.collection);
        const packageOf = (id: string): StoredRecord => {
            const found = rows().get(id);
            if (!found) throw new Refusal(404, `${subscriptionResource.singular} not found`);
            return found;
        };

        app.get(
            PACKAGE_VIEW.path,
            ...permit('open', subscriptionResource.name),
            handle((req, res) => succeed(res, [packageOf(String(req.params.id))])),
        );

        app.post(
            PACKAGE_EDIT.path,
            ...permit('edit', subscriptionResource.name),
            handle(async (req, res) => {
                packageOf(String(req.params.id));
                const edit = (await validateForm(packageEditSchema, req.body)) as PackageEdit;
                // Read after the await: the package as it is now, not a copy from before.
                const current = packageOf(String(req.params.id));
                const stored = Array.isArray(current.package_info) ? (current.package_info as PackageInfoLine[]) : [];
                const known = new Set(stored.map(line => line.id));
                const unknown = [
                    ...edit.deleted_status,
                    ...edit.package_info.flatMap(line => (line.id ? [line.id] : [])),
                ].find(id => !known.has(id));
                if (unknown !== undefined) throw new Refusal(400, `Package info line ${unknown} not found`);

                const deleted = new Set(edit.deleted_status);
                const now = new Date();
                const package_info = edit.package_info
                    .filter(line => line.name && !(line.id && deleted.has(line.id)))
                    .map(line => ({ id: line.id ?? newObjectId(now), name: line.name }));
                const saved = rows().replace({
                    ...current,
                    name: edit.name,
                    monthly_price: edit.monthly_price,
                    quarterly_price: edit.quarterly_price,
                    half_yearly_price: edit.half_yearly_price,
                    yearly_price: edit.yearly_price,
                    trial_days: edit.trial_days,
                    package_info,
                    updated_at: now.toISOString(),
                });
                succeed(res, saved, `${subscriptionResource.singular} updated successfully`);
            }),
        );
        const record = recordSchema(subscriptionResource);
        return [
            route(`GET ${PACKAGE_VIEW.path}`, {
                summary: 'One package, as data[0] (the older edit page)',
                tag: subscriptionResource.title,
                access: 'superadmin',
                data: { type: 'array', items: record, minItems: 1, maxItems: 1 },
            }),
            route(`POST ${PACKAGE_EDIT.path}`, {
                summary: "Edit a package's name, prices, trial days and info lines (the older edit page)",
                tag: subscriptionResource.title,
                access: 'superadmin',
                body: packageEditSchema,
                data: record,
            }),
        ];
    },
};

/** What the fake API serves for this entity (collected by server/routes/entityRoutes.ts). */
export const serverRoutes: readonly RouteModule[] = [packageRoutes];
