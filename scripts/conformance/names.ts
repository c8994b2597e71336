/**
 * How a run's rows name what they check, as a tester knows it: the screen's title as the console shows it in
 * English ("Exam Planner: list"), not the declaration's internal name; screens of one title tell themselves apart
 * by their address in the console ("Sub Folders of … (/sub-category-student)").
 */
import type { ResourceDeclaration } from '../../src/shared/types';

/** A title's placeholders (a sub folder's parent's name) are the record's, unknown before the run. */
const PLACEHOLDER = /%\{\w+\}/g;

const baseTitle = (decl: ResourceDeclaration): string => decl.title.replace(PLACEHOLDER, '…');

/** The screen's title, with its console address where another screen shares it. */
export const screenTitle = (decl: ResourceDeclaration, declarations: readonly ResourceDeclaration[]): string => {
    const title = baseTitle(decl);
    const shared = declarations.some(other => other !== decl && baseTitle(other) === title);
    return shared ? `${title} (/${decl.route})` : title;
};

/** The row of a screen's list call, whose rows later calls (the writes' samples) read. */
export const listName = (title: string): string => `${title}: list`;
