import { describe, expect, it } from 'vitest';
import { declarationNamed, declarations } from '../../src/shared/entities/declarations';
import { loggedByApi } from '../../src/shared/audit';

const activityResource = declarationNamed('activity');

const choiceIds = () => {
    const field = activityResource.fields.target_type;
    return field.kind === 'select' ? field.choices.map(choice => choice.id) : [];
};

describe('the activity log names every record kind the API logs', () => {
    it('each declaration whose deletes or status switches are logged is a record type, by its screen name', () => {
        const logged = declarations.filter(loggedByApi);
        expect(logged.map(decl => decl.name)).toEqual(
            expect.arrayContaining(['event', 'coach', 'student', 'tasktype']),
        );
        for (const decl of logged) expect(choiceIds()).toContain(decl.audit?.type ?? decl.name);
    });

    it('declarations the API never logs (no delete, no status switch, or their own routes) are not listed', () => {
        expect(choiceIds()).not.toContain('subscription_header');
        expect(choiceIds()).not.toContain('notice');
        expect(declarations.filter(loggedByApi).map(decl => decl.name)).not.toContain('activity');
    });
});
