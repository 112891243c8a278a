/** View as (issue 30): admins see the console as another user would, read-only. A reference-server extension. */
import { staff, STAFF_SCOPE, type PermissionList } from '../permissions';
import { defineOperation, returns } from './define';

/** Admins only (the DJ-store admin is an admin). */
export const VIEW_AS: PermissionList = [[STAFF_SCOPE, staff('admin')]];

/** The header every request of a view-as session carries: the viewed user's id. */
export const VIEW_AS_HEADER = 'X-View-As';

/** A user an admin may view as: "label: Dream Records 1". */
export interface ViewableUser {
    id: number;
    username: string;
    name: string;
    /** How the picker names them: their role or partner type, and their label or supplier. */
    title: string;
}

export type ViewAsSession = {
    id: number;
    viewer: string;
    viewed: string;
    viewed_title: string;
    started: string;
    last_seen: string;
};

export const viewAsUsers = defineOperation({
    resource: 'view-as',
    id: 'users',
    detail: false,
    method: 'GET',
    path: 'users/',
    access: VIEW_AS,
    result: returns<{ results: ViewableUser[] }>(),
    spec: { extension: 'view-as' },
});

/** The audit list: who viewed as whom, when. */
export const viewAsSessions = defineOperation({
    resource: 'view-as',
    id: 'sessions',
    detail: false,
    method: 'GET',
    path: 'sessions/',
    access: VIEW_AS,
    result: returns<{ count: number; results: ViewAsSession[] }>(),
    spec: { extension: 'view-as' },
});
