/**
 * A run as a staff member (`--as EMAIL`): each call of a screen the role may not use must be refused (403,
 * `success: false`, and for a declared screen the role's words), and each answer it may read must leave out the
 * fields the role hides. The role's permissions are read from the API itself (GET /me/permissions).
 */
import type { Permissions } from '../../src/shared/permissions/model';
import { MY_PERMISSIONS_PATH, permissionScreen } from '../../src/shared/permissions/screens';
import { hiddenFields, mayDo, refusal } from '../../src/shared/permissions/verdicts';
import type { SpecCall } from './calls';
import type { CaseResult } from './junit';
import { send, type Answer } from './request';
import { lineOf, type RunState } from './step';

/** The signed-in staff member's permissions, as the API answers them. */
export const staffPermissions = async (state: RunState): Promise<Permissions | undefined> => {
    const fetchImpl = state.options.fetch ?? fetch;
    const answer = await fetchImpl(`${state.options.api}${MY_PERMISSIONS_PATH}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${state.session?.token ?? ''}` },
    });
    if (!answer.ok) return undefined;
    return ((await answer.json()) as { data?: Permissions }).data;
};

const bodyOf = (answer: Answer): { success?: unknown; message?: unknown; data?: unknown } =>
    (answer.body ?? {}) as { success?: unknown; message?: unknown; data?: unknown };

/** Whether the role may make this call; calls of no screen (picker options, sign-in) are anyone's. */
export const mayCall = (permissions: Permissions, call: SpecCall): boolean =>
    !call.permission || mayDo(permissions, call.permission.screen, call.permission.action);

/** A call the role lacks: sent, and passed only when refused as the role's refusal says. */
export const refusedCall = async (state: RunState, call: SpecCall, permissions: Permissions): Promise<CaseResult> => {
    const { screen: key, action } = call.permission!;
    const screen = permissionScreen(key);
    const id = call.idFrom ? (state.ids.get(call.idFrom) ?? '000000000000000000000000') : undefined;
    const words = screen ? refusal(permissions, screen, action) : undefined;
    const expected = words ? `403 "${words}"` : '403';
    const answer = await send(state.options.api, call.endpoint, call.path, { ...call.values }, state.session, id);
    const { success, message } = bodyOf(answer);
    const pass = answer.status === 403 && success === false && (words === undefined || message === words);
    return {
        name: `${call.name} (refused)`,
        call: lineOf(call, id),
        expected,
        got: `${answer.status} ${JSON.stringify(message)}`,
        pass,
        seconds: answer.seconds,
    };
};

/** The fields the role hides that an answer still shows, if any. */
export const shownHidden = (permissions: Permissions, call: SpecCall, data: unknown): string[] => {
    const screen = call.permission && permissionScreen(call.permission.screen);
    if (!screen) return [];
    const text = JSON.stringify(data ?? null);
    return hiddenFields(permissions, screen).filter(field => text.includes(`"${field}":`));
};
