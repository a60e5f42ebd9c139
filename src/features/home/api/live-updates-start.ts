/**
 * How long a language's page has been open before it follows live changes. Until then the phone
 * gives its network and main thread to what the visitor sees and touches: the Realtime client's
 * chunk, its socket, the channels' joins and the revision read come after the first seconds. A
 * visitor who leaves sooner never takes one of the project's Realtime connections (capped on
 * hosted Supabase). The page is already what was published when it was built; a change made
 * since reaches it when it follows them.
 */
export const LIVE_UPDATES_AFTER_MS = 10_000;
