import { lazy, Suspense, type ComponentType } from 'react';

type Loader = () => Promise<{ default: unknown }>;
const cache = new Map<Loader, ComponentType<Record<string, unknown>>>();

/** A schema's custom part (tab, action), loaded on demand once and kept. */
export default function LazyPart({ load, ...props }: { load: Loader } & Record<string, unknown>) {
    let Component = cache.get(load);
    if (!Component) {
        Component = lazy(load as () => Promise<{ default: ComponentType<Record<string, unknown>> }>);
        cache.set(load, Component);
    }
    return (
        <Suspense fallback={null}>
            <Component {...props} />
        </Suspense>
    );
}
