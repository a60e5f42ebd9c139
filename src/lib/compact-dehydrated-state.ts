// The home page's dehydrated cache as the page carries it: each query's state without the fields
// a successful read leaves at TanStack Query's defaults (about 1 kB of a page that must stay
// small), put back before hydrate(). The build dehydrates only successful queries (TanStack
// Query's default), so nothing else needs carrying.
import type { DehydratedState, QueryKey } from '@tanstack/react-query';

/** A successful query's state, apart from its data and when it was read. */
const SETTLED_QUERY_STATE = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
} as const;

type QueryState = DehydratedState['queries'][number]['state'];

export interface CompactQuery {
  queryKey: QueryKey;
  queryHash: string;
  /** The state's fields that differ from a successful read's: its data and dataUpdatedAt at least. */
  state: Partial<QueryState> & Pick<QueryState, 'dataUpdatedAt'>;
}

export interface CompactDehydratedState {
  queries: CompactQuery[];
}

function isSettledDefault(key: string, value: unknown): boolean {
  return key in SETTLED_QUERY_STATE && SETTLED_QUERY_STATE[key as keyof typeof SETTLED_QUERY_STATE] === value;
}

/** For the page: the queries only, each without what expandDehydratedState puts back. */
export function compactDehydratedState(state: DehydratedState): CompactDehydratedState {
  return {
    queries: state.queries.map(({ queryKey, queryHash, state: queryState }) => ({
      queryKey,
      queryHash,
      state: Object.fromEntries(
        Object.entries(queryState).filter(([key, value]) => !isSettledDefault(key, value)),
      ) as CompactQuery['state'],
    })),
  };
}

/** What hydrate() takes, from what the page carries. */
export function expandDehydratedState(state: CompactDehydratedState): DehydratedState {
  return {
    mutations: [],
    queries: state.queries.map(({ queryKey, queryHash, state: queryState }) => ({
      queryKey,
      queryHash,
      dehydratedAt: queryState.dataUpdatedAt,
      state: { ...SETTLED_QUERY_STATE, ...queryState } as QueryState,
    })),
  };
}
