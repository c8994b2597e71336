import Announcement from '@mui/icons-material/Announcement';
import Event from '@mui/icons-material/Event';
import School from '@mui/icons-material/School';
import { lazy } from 'react';
import type { ResourceDeclaration } from '../schema/types';
import { eventResource } from './event/schema';
import { gradeResource } from './grade/schema';
import { noticeResource } from './notice/schema';
import type { Screen } from './screens';

const GenericList = lazy(() => import('../schema/views/ResourceList'));
const listOf = (decl: ResourceDeclaration) => {
    const ListScreen = () => <GenericList decl={decl} />;
    ListScreen.displayName = `${decl.name}List`;
    return ListScreen;
};

const screen = (decl: ResourceDeclaration, rest: Omit<Screen, 'decl'>): Screen => ({
    decl,
    list: listOf(decl),
    ...rest,
});

/** Every screen, in the spec's menu order. Grades are reached by URL: the spec's menu has no entry for them. */
export const screens: readonly Screen[] = [
    screen(eventResource, { icon: Event, menuLabel: 'Events' }),
    screen(noticeResource, { icon: Announcement, menuLabel: 'Notice Board' }),
    screen(gradeResource, { icon: School }),
];
