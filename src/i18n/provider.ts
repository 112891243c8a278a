/** react-admin's i18n: ra-language-english plus the resource labels from the schemas. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { resources, referenceResources } from '../../resources';
import { messages } from '../../resources/messages';

const resourceMessages = Object.fromEntries(
    [...resources, ...referenceResources].map(def => [
        def.name,
        { name: def.label, fields: Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.label])) },
    ])
);

export const i18nProvider = polyglotI18nProvider(
    () => ({
        ...englishMessages,
        ra: {
            ...englishMessages.ra,
            message: { ...englishMessages.ra.message, unsaved_changes: messages.confirm.unsaved },
            // The column's label as shown ("Sort by ID ascending", not "Sort by iD ascending").
            sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' },
        },
        resources: resourceMessages,
        console: messages,
    }),
    'en',
    [{ locale: 'en', name: 'English' }],
    { allowMissing: true }
);
