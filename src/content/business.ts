// The business's own data as this build configures it. The facts the owner edits in /admin
// ("Dados do negócio": contacts, hours, area, social links, rating, reviews) start from the
// build's configuration until the first save (the business-facts folder says how); what the
// owner never edits (the site's address, where it is) is SITE. Every configured value comes
// from a VITE_BUSINESS_* / VITE_SITE_URL variable at build time (read and checked by
// src/config/env.ts); the defaults are clearly fake placeholders, never a real person's number
// or address.
import { siteEnv } from '#src/config/env.ts';
import { configuredFacts } from '#portable/business-facts/placeholders.ts';

/** What the page shows until the owner saves facts in /admin, and where that form starts from. */
export const CONFIGURED_FACTS = configuredFacts(siteEnv.business);

/** What the owner does not edit: where the site lives and where the business works, for structured data. */
export const SITE = {
  /** Canonical origin of the public site, without a trailing slash. */
  url: siteEnv.business.siteUrl ?? 'https://estofos-lisboa.example.pt',
  region: 'Lisboa',
  country: 'PT',
  geo: { latitude: 38.7223, longitude: -9.1393 },
  /** The service area as places, for structured data. */
  areasServed: ['Lisboa', 'Margem Sul', 'Área Metropolitana de Lisboa'],
} as const;
