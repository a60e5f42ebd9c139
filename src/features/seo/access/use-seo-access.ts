import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { hasSeoAccess, rememberSeoAccess } from './access-flag.ts';
import { verifySeoKey } from './verify-seo-key.ts';

export type SeoAccess =
  | { status: 'checking' }
  | { status: 'granted' }
  | { status: 'denied' }
  | { status: 'error'; message: string; retry: () => void };

/**
 * The /seo gate. The `key` query parameter is read once, removed from the address bar at once
 * (history.replaceState through the router, so it is not left in the history, bookmarks or
 * screenshots) and checked by seo-access; a granted key unlocks the page for the rest of the
 * visit in this tab.
 */
export function useSeoAccess(): SeoAccess {
  const [searchParams, setSearchParams] = useSearchParams();
  const [key] = useState(() => searchParams.get('key'));
  const [unlocked] = useState(hasSeoAccess);

  useEffect(() => {
    if (!searchParams.has('key')) return;
    setSearchParams(
      (params) => {
        params.delete('key');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const verdict = useQuery({
    queryKey: ['seo-access', key],
    queryFn: async () => {
      const result = await verifySeoKey(key ?? '');
      if (result === 'granted') rememberSeoAccess();
      return result;
    },
    enabled: key !== null && !unlocked,
    retry: false,
    staleTime: Infinity,
    gcTime: 0, // the key is not kept once the page is left
  });

  if (unlocked) return { status: 'granted' };
  if (key === null) return { status: 'denied' };
  if (verdict.isError)
    return { status: 'error', message: verdict.error.message, retry: () => void verdict.refetch() };
  if (verdict.data === undefined) return { status: 'checking' };
  return { status: verdict.data };
}
