/**
 * Streamed CSV downloads as the console runs them: rows counted as they arrive (for a progress
 * indicator), saved under a file name when complete, and the spec's message when it fails.
 */
import { useCallback, useRef, useState } from 'react';
import type { CsvProgress, CsvSource, StreamCsvOptions } from '../../dataProvider';
import { ApiError } from '../../dataProvider';
import { messages } from '../../resources/messages';
import { saveBlob } from './saveBlob';
import { useConsoleDataProvider } from './useConsoleDataProvider';

export interface CsvDownloadState {
    /** Rows received so far while a download runs; the final count once it is saved. */
    progress: CsvProgress | null;
    busy: boolean;
    /** What went wrong, in the user's words: the spec's message, with the server's reason for a refusal. */
    error: string | null;
}

/**
 * The failure text: 'There was a problem downloading this file', and why: the server's reason for a
 * refusal (a 4xx), or what the network did (no answer, a gateway's page: the request layer's words).
 */
export function downloadFailure(e: unknown): string {
    const detail = e instanceof ApiError && (e.status < 500 || e.kind !== 'http') ? e.body?.detail : undefined;
    return detail ? `${messages.errors.download}: ${detail}` : messages.errors.download;
}

export function useCsvDownload() {
    const dataProvider = useConsoleDataProvider();
    const [state, setState] = useState<CsvDownloadState>({ progress: null, busy: false, error: null });
    const running = useRef(false);
    /** Resolves to null once saved, or to what went wrong. */
    const download = useCallback(
        async (
            /** A collection's list (`{ resource }`) or a declared operation; a path only from the model's constants. */
            source: CsvSource | string,
            filename: string,
            options: Omit<StreamCsvOptions, 'onProgress'> = {}
        ): Promise<string | null> => {
            if (running.current) return null;
            running.current = true;
            setState({ progress: { rows: 0 }, busy: true, error: null });
            try {
                const blob = await dataProvider.streamCsv(source, {
                    ...options,
                    onProgress: progress => setState(s => ({ ...s, progress })),
                });
                saveBlob(blob, filename);
                setState(s => ({ ...s, busy: false }));
                return null;
            } catch (e) {
                const error = downloadFailure(e);
                setState(s => ({ ...s, busy: false, error }));
                return error;
            } finally {
                running.current = false;
            }
        },
        [dataProvider]
    );
    /** Forgets the last download's count or failure (its inputs changed). */
    const reset = useCallback(() => {
        if (!running.current) setState({ progress: null, busy: false, error: null });
    }, []);
    return { ...state, download, reset };
}
