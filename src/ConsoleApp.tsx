import {
    lazy,
    startTransition,
    Suspense,
    useEffect,
    useReducer,
    useState,
    type ComponentType,
    type ReactElement,
} from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { useQueryClient } from '@tanstack/react-query';
import {
    AdminContext,
    CoreAdminUI,
    CustomRoutes,
    Loading,
    Resource,
    ResourceDefinitionContextProvider,
    Title,
    useStoreContext,
    type ResourceProps,
} from 'react-admin';
import { Route, useLocation, useParams } from 'react-router';
import { accessFor, allowedNow, createAuthProvider, currentGrants } from '../authProvider';
import { keepSessionFresh, refreshSession } from '../authProvider/refresh';
import { sessionLost } from '../authProvider/session';
import { getAuth, isAuthenticated, writeState } from '../authProvider/state';
import { currentCapabilities } from '../authProvider/capabilities';
import { recordOffered } from '../resources/offered';
import { createStateStore } from '../authProvider/store';
import { createDataProvider } from '../dataProvider';
import { reportAnswered, reportUnanswered } from './lib/reachability';
import { consoleRouterProvider } from './lib/routerProvider';
import type { ResourceDef } from '../resources/schema';
import { findMeta, loadedSchema, loadSchema, referenceResources, resources } from './resourceManifest';
import { ConfirmProvider } from './components/ConfirmDialog';
import ErrorPage, { errorMessage } from './components/ErrorPage';
import ScreenError from './components/ScreenError';
import { LoadingArea } from './components/LoadFailed';
import { analytics } from './analytics';
import { createSessionQueryClient } from './accessAnswers';
import { keepFresh, reportWrite } from './freshness';
import { seedViewData } from './prefetch';
import { config } from './config';
import { countWrites } from './lib/analytics';
import { i18nProvider, withProviderLocale } from './i18n/provider';
import { screenClassFor } from '../resources/format';
import { withViewAs } from '../authProvider/viewAs';
import ConsoleLayout from './layout/ConsoleLayout';
import Notices from './layout/Notices';
import Dashboard from './pages/Dashboard';
import SessionEnded from './pages/auth/SessionEnded';
import { SECTIONS } from '../resources/sections';
import { theme } from './theme';
import { useConsoleDataProvider } from './lib/useConsoleDataProvider';

const SectionPage = lazy(() => import('./pages/SectionPage'));
const SearchPage = lazy(() => import('./pages/search/SearchPage'));
const ViewAsPage = lazy(() => import('./pages/viewAs/ViewAsPage'));
const SchemaList = lazy(() => import('./views/SchemaList'));
const SchemaEdit = lazy(() => import('./views/SchemaEdit'));
const SchemaCreate = lazy(() => import('./views/SchemaCreate'));

type SchemaViewType = ComponentType<{ def: ResourceDef }>;
/** What a view opens with: a list's or a record's data fetched ahead, or a new record (nothing to fetch). */
type ViewSeed = 'list' | 'edit' | 'create';

/**
 * A generic view of a resource, once the view's code, the resource's schema and (for a list or
 * an edit view) its opening data have loaded. The schema is waited for in an effect, not by
 * suspending: React holds a suspended screen back for at least 300 ms before it shows, which
 * would slow every list's first visit. The view's first render is a transition with its data
 * already in the query cache: rendered in slices, not in one task that freezes the page.
 */
function SchemaView({ name, View, seed }: { name: string; View: SchemaViewType; seed?: ViewSeed }) {
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    const [error, setError] = useState<unknown>();
    const [seeded, setSeeded] = useState<string | null>(null);
    const queryClient = useQueryClient();
    const dataProvider = useConsoleDataProvider();
    const { getItem } = useStoreContext();
    // A list opened with its query in the address reads that itself (taken at mount: the list
    // writes its sort and filters there as they change, which must not start the view again).
    const { search } = useLocation();
    const [opensWithQuery] = useState(() => search !== '');
    const { id } = useParams();
    // A user the resource (or its create view) is not for gets the 403 page at once: no schema
    // download, and no view whose record request would race react-admin's own redirect (and notify
    // a failed read). A create view the API does not offer is no page at all. The create view is
    // routed only to users who may create (react-admin invites to create wherever it is routed):
    // for others /…/create comes here as a record's id, never to be read as a record "create".
    const creating = seed === 'create' || (seed === 'edit' && id === 'create');
    const allowed = allowedNow(creating ? accessFor(name, 'create', findMeta) : findMeta(name)?.access);
    const exists = !creating || recordOffered(findMeta(name) ?? {}, 'create', currentCapabilities());
    const def = loadedSchema(name);
    const want =
        seed === 'edit' && !creating ? (id === undefined ? null : `edit:${id}`) : seed === 'list' ? 'list' : null;
    useEffect(() => {
        if (!allowed) return;
        let current = true;
        const target =
            want === 'list' && !opensWithQuery
                ? ({ view: 'list' } as const)
                : want?.startsWith('edit:') && id !== undefined
                  ? ({ view: 'edit', id: decodeURIComponent(id) } as const)
                  : null;
        const data = target ? seedViewData(queryClient, dataProvider, getItem, name, target) : null;
        // seedViewData waits at most its own SEED_WAIT_MS (src/prefetch.ts), then the view asks for itself.
        Promise.all([def ?? loadSchema(name), data]).then(
            () =>
                current &&
                startTransition(() => {
                    setSeeded(want);
                    loaded();
                }),
            e => current && setError(e)
        );
        return () => {
            current = false;
        };
        // `want` stands for `id`; `def` is read once (a schema loaded later is the same one).
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [allowed, name, want, opensWithQuery, queryClient, dataProvider, getItem]);
    const shown = def !== undefined && seeded === want;
    if (!exists) return <NotFound />;
    if (!allowed) return <AccessDenied />;
    if (error) throw error;
    return shown ? <View def={def} /> : <LoadingArea />;
}
const view = (View: SchemaViewType, name: string, seed?: ViewSeed) => (
    <Suspense fallback={<LoadingArea />}>
        <SchemaView name={name} View={View} seed={seed} />
    </Suspense>
);

// On phones the drawer covers the page: start it closed there, before the first render (a
// drawer opened and closed at once would leave the page hidden from assistive technology).
if (typeof window !== 'undefined' && screenClassFor(window.innerWidth).id.startsWith('mobile')) {
    writeState(s => ({ ...s, drawer: { open: false } }));
}

const dataProvider = countWrites(
    createDataProvider({
        apiUrl: config.apiUrl,
        hosts: config.apiHosts,
        getAccessToken: () => getAuth().access_token,
        refresh: staleToken => refreshSession(config.apiUrl, config.clientId, staleToken),
        onSessionLost: sessionLost,
        // While an admin views as another user, every request says whom (authProvider/viewAs.ts).
        fetch: withViewAs((...args) => globalThis.fetch(...args)),
        offered: currentCapabilities,
        // Each call's outcome tells the connection banner whether the server answers.
        onAnswered: reportAnswered,
        onUnanswered: reportUnanswered,
        // The session's query client reads again what the console's own writes changed (src/freshness.ts).
        onWrite: reportWrite,
        // Idempotency-Keys are one person's: an admin viewing as someone writes nothing as them.
        currentUser: () => getAuth().view_as?.own.user?.id ?? getAuth().user?.id,
        // What it keeps of its answers is one session's: a sign-in or a view-as starts afresh.
        sessionOf: () => {
            const { access_token, view_as } = getAuth();
            return `${access_token ?? ''} ${view_as?.id ?? ''}`;
        },
    }),
    analytics
);
// Tokens are refreshed before they expire, for as long as the app is open.
keepSessionFresh(config.apiUrl, config.clientId);
const authProvider = createAuthProvider(findMeta);
const store = withProviderLocale(createStateStore());
/** An error page inside the console, its message also the page's title (the app bar's heading). */
const ErrorScreen = ({ status }: { status: 403 | 404 }) => (
    <>
        <Title title={errorMessage(status)} />
        <ErrorPage status={status} />
    </>
);
const NotFound = () => <ErrorScreen status={404} />;
const AccessDenied = () => <ErrorScreen status={403} />;
/** What react-admin shows when checking access itself failed (not a refusal): the generic error page. */
const AuthenticationError = () => <ErrorPage />;

/**
 * The resources' definitions as react-admin registers them, known before the first render: it
 * registers each <Resource> in an effect after mounting, and that update re-rendered the whole shell
 * and the first list again as one blocking task (≈ 50–100 ms on a list's first load). Given up front,
 * each registration finds its definition already there and changes nothing.
 */
const definitionsOf = (elements: ReactElement<ResourceProps>[]) =>
    Object.fromEntries(elements.map(e => [e.props.name, Resource.registerResource!(e.props)]));

/** The small closed lists (genres, keys, …) read once a session: the reference resources. */
const CLOSED_LISTS: ReadonlySet<string> = new Set(referenceResources.map(def => def.name));

/** The main application: every resource of the registry, and the section paths. */
export default function ConsoleApp() {
    // One per mount: a new sign-in starts with nothing cached from the last session.
    const [queryClient] = useState(() =>
        createSessionQueryClient(
            {
                signedIn: isAuthenticated,
                permissions: currentGrants,
                canAccess: (resource, action) => allowedNow(accessFor(resource, action, findMeta)),
            },
            CLOSED_LISTS
        )
    );
    useEffect(() => keepFresh(queryClient, CLOSED_LISTS), [queryClient]);
    // Every resource is routed; canAccess answers 403 to users it is not for.
    const resourceElements = [
        ...resources.map(def => (
            <Resource
                key={def.name}
                name={def.name}
                list={view(SchemaList, def.name, 'list')}
                edit={view(SchemaEdit, def.name, 'edit')}
                create={
                    allowedNow(accessFor(def.name, 'create', findMeta))
                        ? view(SchemaCreate, def.name, 'create')
                        : undefined
                }
                recordRepresentation={def.recordTitle ?? 'id'}
            />
        )),
        ...referenceResources.map(def => <Resource key={def.name} name={def.name} recordRepresentation="name" />),
    ];
    return (
        // react-admin's <Admin> spelled out: it would also bring its default layout, menu, login and
        // error pages into the app shell, unused (with ConsoleLayout and ConsoleMenu written out too,
        // 7 KB gz less for the first list). The confirm dialogs inside it: the console's theme (its
        // colours, focus ring, §9's 200 ms, less motion when asked) and its router reach them.
        <AdminContext
            dataProvider={dataProvider}
            authProvider={authProvider}
            queryClient={queryClient}
            i18nProvider={i18nProvider}
            store={store}
            theme={theme}
            routerProvider={consoleRouterProvider}
        >
            <ConfirmProvider>
                <CssBaseline enableColorScheme />
                <ResourceDefinitionContextProvider definitions={definitionsOf(resourceElements)}>
                    <CoreAdminUI
                        layout={ConsoleLayout}
                        dashboard={Dashboard}
                        catchAll={NotFound}
                        accessDenied={AccessDenied}
                        authenticationError={AuthenticationError}
                        error={ScreenError}
                        loading={Loading}
                        title="Store Console"
                        disableTelemetry
                        // No requireAuth: ConsoleRoute lets only a signed-in user this far (a synchronous
                        // check), and react-admin's asynchronous one would hold the whole shell back a pass.
                    >
                        {resourceElements}
                        <CustomRoutes>
                            <Route path="/dashboard" element={<Dashboard />} />
                            <Route
                                path="/view-as"
                                element={
                                    <Suspense fallback={null}>
                                        <ViewAsPage />
                                    </Suspense>
                                }
                            />
                            {['/search', '/search/:section/:type'].map(path => (
                                <Route
                                    key={path}
                                    path={path}
                                    element={
                                        <Suspense fallback={null}>
                                            <SearchPage />
                                        </Suspense>
                                    }
                                />
                            ))}
                            {SECTIONS.filter(s => s.path !== 'dashboard' && s.path !== 'search').map(s => (
                                <Route
                                    key={s.path}
                                    path={`/${s.path}`}
                                    element={
                                        <Suspense fallback={null}>
                                            <SectionPage section={s} />
                                        </Suspense>
                                    }
                                />
                            ))}
                        </CustomRoutes>
                    </CoreAdminUI>
                </ResourceDefinitionContextProvider>
                <Notices />
                <SessionEnded />
            </ConfirmProvider>
        </AdminContext>
    );
}
