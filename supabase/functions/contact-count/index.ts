// contact-count: POST a beacon of a language's page (src/features/home/contact-count/), sent with
// navigator.sendBeacon as text/plain, so it needs no key and no preflight:
// {"kind":"visit","locale":"en-GB"} or {"kind":"tap","locale":"pt-PT","section":"hero",
// "channel":"whatsapp"} (no locale: the base language's, as pages built before sent). Answers 202
// {success} whether or not the beacon counted (headless browsers, the flood brake and the
// daily ceiling say nothing to the sender); 400/405/413/415 for anything else.
// What is kept, and why no consent is needed: docs/contact-counting.md.
import { clientAddress } from '../_shared/client-address.ts';
import { serveFunction } from '../_shared/handler.ts';
import {
  type ContactBeacon,
  MAX_BEACON_BYTES,
  readContactBeacon,
} from '../_shared/portable/contact-count.ts';
import { lisbonDay } from '../_shared/portable/lisbon-day.ts';
import { readJson } from '../_shared/request.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { adminClient, databaseFailure } from '../_shared/supabase-admin.ts';
import { countingAddress } from './counting-address.ts';
import { isCountedBrowser } from './counted-browser.ts';
import {
  DAILY_VISIT_CEILING,
  inVisitSample,
  SAMPLE_ONE_IN,
  TAP_BRAKE,
  VISIT_BRAKE,
} from './counting-rules.ts';
import { daySalt } from './day-salt.ts';
import { visitorKeys } from './visitor-keys.ts';

// sendBeacon sends a string as text/plain; a script may send JSON as such
const ACCEPTED_TYPES = ['text/plain', 'application/json'];

serveFunction({
  POST: async (req) => {
    const beacon = await readBeacon(req);
    const userAgent = req.headers.get('user-agent') ?? '';
    if (!isCountedBrowser(userAgent)) return accepted();

    const db = adminClient();
    const day = lisbonDay(new Date());
    const salt = await daySalt(db, day);
    if (!salt) return accepted();
    // the address is only hashed, never stored or logged
    const keys = await visitorKeys(salt, countingAddress(clientAddress(req.headers)), userAgent);
    const { error } =
      beacon.kind === 'visit'
        ? await db.rpc('count_contact_visit', {
            p_day: day,
            p_locale: beacon.locale,
            p_visitor: keys.visitor,
            p_address: keys.address,
            p_daily_ceiling: DAILY_VISIT_CEILING,
            p_sampled: inVisitSample(),
            p_sample_weight: SAMPLE_ONE_IN,
            p_per_minute: VISIT_BRAKE.perMinute,
            p_per_day: VISIT_BRAKE.perDay,
          })
        : await db.rpc('count_contact_tap', {
            p_day: day,
            p_locale: beacon.locale,
            p_visitor: keys.visitor,
            p_address: keys.address,
            p_section: beacon.section,
            p_channel: beacon.channel,
            p_per_minute: TAP_BRAKE.perMinute,
            p_per_day: TAP_BRAKE.perDay,
          });
    if (error) throw databaseFailure(`count ${beacon.kind}`, error);
    return accepted();
  },
});

function accepted(): Response {
  return successResponse({}, 202);
}

async function readBeacon(req: Request): Promise<ContactBeacon> {
  const type = (req.headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_TYPES.includes(type)) {
    throw new HttpError(
      415,
      'Tipo de conteúdo não suportado: envie JSON como text/plain ou application/json.',
    );
  }
  const value = await readJson(req, MAX_BEACON_BYTES);
  const beacon = readContactBeacon(value);
  if ('problem' in beacon) throw new HttpError(400, beacon.problem);
  return beacon;
}
