import type { RouteModule } from './module';
import { changePasswordRoutes } from './changePassword';
import { couponRoutes } from '../../src/resources/coupon/server';
import { dashboardRoutes } from './dashboard';
import { directoryRoutes } from '../../src/resources/people/directory.server';
import { folderRoutes } from '../../src/resources/folder/server';
import { libraryRoutes } from '../../src/resources/library/server';
import { listViewRoutes } from './listViews';
import { invoiceRoutes } from '../../src/resources/subscriptionHistory/server';
import { packageRoutes } from '../../src/resources/subscription/server';
import { passwordResetRoutes } from './passwordReset';
import { peopleRoutes } from '../../src/resources/people/server';
import { profileRoutes } from './profile';

/** Every hand-written module, registered before the generic resource routes. */
export const routeModules: readonly RouteModule[] = [
    passwordResetRoutes,
    changePasswordRoutes,
    profileRoutes,
    packageRoutes,
    couponRoutes,
    invoiceRoutes,
    dashboardRoutes,
    directoryRoutes,
    peopleRoutes,
    folderRoutes,
    libraryRoutes,
    listViewRoutes,
];
