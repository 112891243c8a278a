/**
 * The console's data provider as a component gets it. react-admin hands out a proxy that, when a
 * call's failure signs the person out (a 401 the token could not survive), answers that call with
 * `{data: {}}` — its own methods' empty shape. A declared operation's caller would take that for
 * the API's answer (a list of saved views with no `results` broke the list it sits on), so here
 * such a call stays what it was: a failure, while the console goes to sign-in.
 */
import { useMemo } from 'react';
// The one place react-admin's hook is used: every screen asks this one (eslint.config.js).
// eslint-disable-next-line no-restricted-imports
import { useDataProvider } from 'react-admin';
import { ApiError, type ConsoleDataProvider } from '../../dataProvider';
import { messages } from '../../resources/messages';

/** react-admin's answer to a call whose failure signed the person out: no v4 answer has this shape. */
export const isSignedOutAnswer = (answer: unknown): boolean =>
    !!answer &&
    typeof answer === 'object' &&
    Object.keys(answer).length === 1 &&
    'data' in answer &&
    !!answer.data &&
    typeof answer.data === 'object' &&
    !Array.isArray(answer.data) &&
    Object.keys(answer.data).length === 0;

export function useConsoleDataProvider(): ConsoleDataProvider {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    return useMemo(() => {
        const call = (async (...args: Parameters<ConsoleDataProvider['call']>) => {
            const answer = await dataProvider.call(...args);
            if (isSignedOutAnswer(answer)) {
                const detail = messages.session.endedSignIn;
                throw new ApiError(detail, 401, { detail });
            }
            return answer;
        }) as ConsoleDataProvider['call'];
        return new Proxy(dataProvider, { get: (target, name) => (name === 'call' ? call : Reflect.get(target, name)) });
    }, [dataProvider]);
}
