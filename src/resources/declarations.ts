import type { ResourceDeclaration } from '../schema/types';
import { eventResource } from './event/schema';
import { gradeResource } from './grade/schema';
import { noticeResource } from './notice/schema';

/**
 * Every declared entity, React-free: the data provider and the fake API read
 * this list. The screens (icons, custom views) are in ./index.ts.
 */
export const declarations: readonly ResourceDeclaration[] = [eventResource, gradeResource, noticeResource];

export const declarationByRoute = (route: string): ResourceDeclaration => {
    const found = declarations.find(d => d.route === route);
    if (!found) throw new Error(`Unknown resource "${route}"`);
    return found;
};
