import type { RouteModule } from './module';
import { changePasswordRoutes } from './changePassword';
import { conformanceCleanupRoutes } from './conformanceCleanup';
import { dashboardRoutes } from './dashboard';
import { entityRouteModules } from './entityRoutes';
import { insightRoutes } from './insights';
import { listViewRoutes } from './listViews';
import { passwordResetRoutes } from './passwordReset';
import { permissionRoutes } from './permissions';
import { profileRoutes } from './profile';

/** The routes every entity shares or none owns: account flows, the profile, the dashboard and insights, saved list views. */
const sharedRouteModules: readonly RouteModule[] = [
    passwordResetRoutes,
    changePasswordRoutes,
    profileRoutes,
    dashboardRoutes,
    insightRoutes,
    listViewRoutes,
    conformanceCleanupRoutes,
    permissionRoutes,
];

/** Every hand-written module, registered before the generic resource routes: the shared ones, then the entities'. */
export const routeModules = async (): Promise<readonly RouteModule[]> => [
    ...sharedRouteModules,
    ...(await entityRouteModules()),
];
