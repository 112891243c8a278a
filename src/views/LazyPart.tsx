import { Suspense } from 'react';
import type { PartKey } from '../../resources/schema';
import { parts } from '../parts';

/** A schema's custom part (tab, action), loaded on demand. */
export default function LazyPart({ part, ...props }: { part: PartKey } & Record<string, unknown>) {
    const Part = parts[part];
    return (
        <Suspense fallback={null}>
            <Part {...props} />
        </Suspense>
    );
}
