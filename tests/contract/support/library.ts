import { get } from '../../../src/shared/endpoints';
import type { Harness } from './harness';

/** The folders a role's library offers, as the resource form reads them. */
export const folderOptions = async (h: Harness, role: string) =>
    (
        await h.dataProvider.call<Array<{ _id: string; title: string; userId: string }>>(
            get(`/category/getCategoryByUserId/${role}`),
        )
    ).data;

/** The signed-in super-admin's id. */
export const adminId = (h: Harness) => h.session.userId() as string;
