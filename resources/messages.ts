/**
 * Every user-visible message of the spec (§5, §8, §9), verbatim, in one typed catalogue:
 * `messages.<section>.<name>`. Each section is a module of its own under ./messages/, and
 * `messages` is their namespace (./messages/catalogue.ts), not an object literal: the bundler
 * keeps only the sections a chunk reads, so the login loads `app` and `auth` and the app shell
 * the few it uses, and a screen's own sections come with that screen's code.
 * Placeholders use `{name}` as the spec writes them; fill them with `fill()`.
 */
export * as messages from './messages/catalogue';

export { BRAND_NAMES } from './messages/app';
export { fill } from './messages/fill';
