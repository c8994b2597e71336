import type { RouteModule } from './module';
import { changePasswordRoutes } from './changePassword';
import { couponRoutes } from './coupons';
import { dashboardRoutes } from './dashboard';
import { directoryRoutes } from './directory';
import { folderRoutes } from './folders';
import { libraryRoutes } from './library';
import { listViewRoutes } from './listViews';
import { invoiceRoutes } from './invoices';
import { packageRoutes } from './packages';
import { passwordResetRoutes } from './passwordReset';
import { peopleRoutes } from './people';
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
