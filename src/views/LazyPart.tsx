import { Suspense } from 'react';
import type { PartKey, ResourceDef } from '../../resources/schema';
import { parts } from '../parts';

/** A schema's custom part (tab, action), loaded on demand. */
export default function LazyPart({ part, def }: { part: PartKey; def: ResourceDef }) {
    const Part = parts[part];
    return (
        <Suspense fallback={null}>
            <Part def={def} />
        </Suspense>
    );
}
