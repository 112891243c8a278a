/** The `app` messages of the catalogue (../messages.ts gathers every section). */
export const app = {
    title: 'Store Console',
    notAvailable: 'This section is not available yet.',
    loginTitle: 'Sign in to the store console',
    /** Under it: one sign-in for both brands (the account decides which one it works in). */
    loginBrands: 'For the Download Store and the DJ Store',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    badCredentials: 'Incorrect username or password.',
    loginUnavailable: 'The sign-in service could not be reached. Please try again.',
    verifying: 'Verifying your account…',
    loggedOut: 'You have been signed out.',
    logout: 'Log out',
} as const;

/** The stores' names, by brand. */
export const BRAND_NAMES: Record<string, string> = { download: 'Download Store', dj: 'DJ Store' };
