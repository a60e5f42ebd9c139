import { readSiteRevision, type SiteRevision } from '#src/lib/site-revision.ts';

/** The site revision now: null when the project has none, undefined when it could not be read. */
export async function readCurrentRevision(): Promise<SiteRevision | null | undefined> {
  try {
    return await readSiteRevision();
  } catch {
    return undefined;
  }
}
