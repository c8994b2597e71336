import { request } from '@playwright/test';
import { API_URL, type Api, expect, test } from './support/fixtures';
import { recentlyDeleted } from './support/history';
import { type Coach, rowOf } from './support/people';
import { search } from './support/screens';

interface Resource {
    _id: string;
    title: string;
    owner?: string;
    userId?: string;
}

/** A coach's own resource from the seed, deleted by that coach through the API; answers it and its owner's id. */
const deletedByItsCoach = async (api: Api): Promise<Resource> => {
    await api.login();
    const list = await api.post<{ docs: Resource[] }>(
        '/resource/superadmin/getPaginatedResourcesForCoachInSuperadmin',
        { page: 1, limit: 100, search: '', sortBy: null, sortOrder: 'desc' },
    );
    const owned = list.data.docs.find(row => row.owner === 'coach');
    if (!owned) throw new Error('The seed has no coach-owned resource');
    const { data } = await api.post<{ token: string }>('/check-token', { token: api.token, user: owned.userId });
    const http = await request.newContext({ baseURL: API_URL });
    const removed = await http.delete(`/resource/delete/${owned._id}`, {
        headers: { Authorization: `Bearer ${data.token}` },
    });
    expect(removed.status()).toBe(200);
    await http.dispose();
    return owned;
};

test("a coach cannot see nor restore another's deleted record", async ({ signedIn: page, api }) => {
    const theirs = await deletedByItsCoach(api);
    const coaches = await api.post<{ docs: Coach[] }>('/getAdmin', {
        page: 1,
        limit: 10,
        search: '',
        sortBy: null,
        sortOrder: 'desc',
    });
    const coach = coaches.data.docs.find(c => c.user_status && c._id !== theirs.userId);
    if (!coach) throw new Error('No other enabled coach');
    await page.goto('/user');
    await search(page, coach.email);
    await rowOf(page, coach.email).getByRole('button', { name: 'Log in as' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Coaches Resources' }).click();
    const dialog = await recentlyDeleted(page, 'library resources');
    await expect(dialog.getByRole('button', { name: 'Delete forever' })).toHaveCount(0);
    await expect(dialog.getByText(theirs.title, { exact: true })).toHaveCount(0);
    // Asked straight, the API says it knows of no such deleted record.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const http = await request.newContext({ baseURL: API_URL });
    const refused = await http.post(`/records/coachLibrary/deleted/${theirs._id}/restore`, {
        headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(404);
    await http.dispose();
});
