// The PostgREST reads the site makes (GET /rest/v1/<table>) as msw handlers over FakeTables.
// Only what the app's queries use: `select` with the media_versions embed, eq and like
// filters, and one `order`; anything else answers 501 so a test cannot pass on a silent mismatch.
import { http, HttpResponse } from 'msw';
import type { FakeTables } from './fake-tables.ts';
import type { RequestLog } from './request-log.ts';
import { BASE_LOCALE } from '#portable/site-locales.ts';

type Row = Record<string, unknown>;

function rowsOf(tables: FakeTables, table: string, select: string): Row[] | null {
  if (table === 'videos') return tables.videos.map((video) => ({ ...video }));
  if (table === 'owner_documents') {
    // as RLS shows them: the site's own language and the published ones
    const shown = new Set<string>([BASE_LOCALE, ...tables.publishedLocales]);
    return tables.documents.filter((row) => shown.has(row.locale)).map((row) => ({ ...row }));
  }
  if (table === 'published_locales') return tables.publishedLocales.map((locale) => ({ locale }));
  if (table === 'site_revision') return [{ id: 1, ...tables.siteRevision }];
  if (table !== 'media_slots') return null;
  const embed = select.includes('media_versions(');
  return tables
    .slotsWithVersions()
    .map(({ media_versions, ...slot }) => (embed ? { ...slot, media_versions } : slot));
}

/** `like` with PostgREST's wildcards (`*` or `%`); everything else matches literally. */
function likePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** The row test of one `column=operator.value` parameter, or null for an operator the fake lacks. */
function filterOf(column: string, filter: string): ((row: Row) => boolean) | null {
  const [operator, ...rest] = filter.split('.');
  const value = rest.join('.');
  if (operator === 'eq') return (row) => String(row[column]) === value;
  if (operator === 'like') return (row) => likePattern(value).test(String(row[column]));
  return null;
}

export function postgrestHandlers(tables: FakeTables, log: RequestLog) {
  return [
    http.get('*/rest/v1/:table', ({ params, request }) => {
      const table = String(params.table);
      log.record(`GET rest/${table}`);
      const query = new URL(request.url).searchParams;
      let rows = rowsOf(tables, table, query.get('select') ?? '*');
      if (!rows) return HttpResponse.json({ message: `Fake PostgREST: no table ${table}` }, { status: 404 });

      for (const [column, filter] of query) {
        if (column === 'select' || column === 'order') continue;
        const keep = filterOf(column, filter);
        if (!keep)
          return HttpResponse.json(
            { message: `Fake PostgREST: unsupported filter ${filter}` },
            { status: 501 },
          );
        rows = rows.filter(keep);
      }

      const order = query.get('order');
      if (order) {
        const [column = '', direction] = order.split('.');
        const sign = direction === 'desc' ? -1 : 1;
        rows.sort((a, b) => sign * String(a[column]).localeCompare(String(b[column])));
      }
      return HttpResponse.json(rows);
    }),
  ];
}
