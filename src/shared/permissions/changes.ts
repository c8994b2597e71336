import type { PermissionScreen } from './catalogue';
import type { Grants } from './model';

const actionLabel = (screen: PermissionScreen, key: string): string =>
    screen.actions.find(a => a.key === key)?.label ?? key;

/** One screen's changes in words: "Events: add granted, delete withdrawn; email: hidden". */
const screenChanges = (screen: PermissionScreen, before: Grants, after: Grants): string | undefined => {
    const was = before[screen.key];
    const now = after[screen.key];
    const granted = (now?.actions ?? []).filter(a => !(was?.actions ?? []).includes(a));
    const withdrawn = (was?.actions ?? []).filter(a => !(now?.actions ?? []).includes(a));
    const fields = screen.fields
        .filter(f => (was?.fields?.[f.name] ?? '') !== (now?.fields?.[f.name] ?? ''))
        .map(f => `${f.label}: ${now?.fields?.[f.name] ?? 'as declared'}`);
    const parts = [
        ...(granted.length ? [`${granted.map(a => actionLabel(screen, a)).join(', ')} granted`] : []),
        ...(withdrawn.length ? [`${withdrawn.map(a => actionLabel(screen, a)).join(', ')} withdrawn`] : []),
        ...fields,
    ];
    return parts.length ? `${screen.label}: ${parts.join('; ')}` : undefined;
};

/** What changed between two grants of a role, screen by screen, for the activity log. */
export const grantChanges = (catalogue: readonly PermissionScreen[], before: Grants, after: Grants): string[] =>
    catalogue.flatMap(screen => screenChanges(screen, before, after) ?? []);
