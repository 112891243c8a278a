/**
 * react-admin's i18n: ra-language-english with the console's wording where it differs, the
 * resource names and the notices that name them (`notices.ts`) from the manifest, and the field
 * labels of each resource once its schema has loaded. The console's own messages are not
 * registered here: components read them from the catalogue (`messages.<section>.<name>`), so each
 * screen's bundle holds only the sections it uses.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, Store } from 'react-admin';
import { messages } from '../../resources/messages';
import { loadedFieldLabel, referenceResources, resources } from '../resourceManifest';
import { fallbackNotifications, resourceNotifications } from './notices';

const polyglot = polyglotI18nProvider(
    () => ({
        ...englishMessages,
        ra: {
            ...englishMessages.ra,
            message: { ...englishMessages.ra.message, unsaved_changes: messages.confirm.unsaved },
            // The column's label as shown ("Sort by ID ascending", not "Sort by iD ascending").
            sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' },
            notification: { ...englishMessages.ra.notification, ...fallbackNotifications },
        },
        resources: Object.fromEntries(
            [...resources, ...referenceResources].map(r => [
                r.name,
                { name: r.label, notifications: resourceNotifications(r.label) },
            ])
        ),
    }),
    'en',
    [{ locale: 'en', name: 'English' }],
    { allowMissing: true }
);

/** `resources.catalog/tracks.fields.release.name` → resource `catalog/tracks`, field `release.name`. */
const FIELD_KEY = /^resources\.(.+?)\.fields\.(.+)$/;

export const i18nProvider: I18nProvider = {
    ...polyglot,
    translate: (key, options) => {
        const field = FIELD_KEY.exec(key);
        return (field && loadedFieldLabel(field[1], field[2])) || polyglot.translate(key, options);
    },
};

/**
 * The store react-admin is given, its `locale` defaulting to the i18n provider's own. react-admin's
 * i18n context renders nothing on its first pass unless the stored locale equals the provider's
 * (none is stored until someone picks one), then renders the whole app again from an effect: a
 * second, blocking render of every screen's first frame, outside the first render's transition.
 */
export const withProviderLocale = (store: Store): Store => ({
    ...store,
    getItem: <T>(key: string, defaultValue?: T) =>
        key === 'locale'
            ? store.getItem(key, (defaultValue ?? i18nProvider.getLocale()) as T)
            : store.getItem(key, defaultValue),
});
