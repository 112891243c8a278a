/** The inspector's state in its link (`resources/delivery/inspectorQuery.ts`), read and changed. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { inspectorSearch, readInspectorParams, type InspectorParams } from '../../../resources/delivery/inspectorQuery';

export function useInspectorParams(): [InspectorParams, (change: Partial<InspectorParams>) => void] {
    const [params, setParams] = useSearchParams();
    const state = readInspectorParams(params);
    const key = params.toString();
    // Each change is a history entry: Back closes a delivery or undoes a filter.
    const update = useCallback(
        (change: Partial<InspectorParams>) =>
            setParams(inspectorSearch({ ...readInspectorParams(new URLSearchParams(key)), ...change })),
        [key, setParams]
    );
    return [state, update];
}
