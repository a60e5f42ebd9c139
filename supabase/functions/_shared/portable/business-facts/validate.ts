// The business facts the owner edits in /admin ("Dados do negócio") and the public page shows:
// contacts, address, hours, social links, the Google rating and the reviews. One shape and one
// validator for the admin form, the business-facts function and the build. Pure and
// platform-free; every message is pt-PT and names the field.
import {
  WEEK_DAYS,
  SOCIAL_NETWORKS,
  BUSINESS_FACT_LIMITS,
  type WeekDay,
  type WeeklyHours,
  type SocialNetwork,
  type BusinessReview,
  type BusinessFacts,
  type FactErrors,
} from './shape.ts';
import { placeholderErrors } from './placeholders.ts';
import { normalizePhone, phoneNumberProblem } from '../phone-number.ts';
import { storableTextProblem } from '../text-rules.ts';
import { BASE_LOCALE, isSiteLocale } from '../site-locales.ts';

/** The hosts each social network's profile links live on (with or without www.). */
const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'm.facebook.com', 'fb.com'],
  youtube: ['youtube.com', 'm.youtube.com'],
  tiktok: ['tiktok.com', 'vm.tiktok.com'],
};

const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

const DAY_LABELS: Record<WeekDay, string> = {
  Mo: 'Segunda-feira',
  Tu: 'Terça-feira',
  We: 'Quarta-feira',
  Th: 'Quinta-feira',
  Fr: 'Sexta-feira',
  Sa: 'Sábado',
  Su: 'Domingo',
};

export type FactsValidation = { ok: true; facts: BusinessFacts } | { ok: false; errors: FactErrors };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^\d{4}-\d{3}$/;

/**
 * Google's own domains: google.<tld> and google.co(m).<country> (google.pt, google.com,
 * google.co.uk, google.com.br), never a look-alike such as google.evil.example.
 */
const GOOGLE_DOMAIN = /^google\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/;

/**
 * A Google Maps link: google.<tld>/maps…, maps.google.<tld>, the short maps.app.goo.gl and
 * goo.gl/maps links, g.page and search.google.com/local (the listing's reviews).
 */
export function isMapsListingUrl(url: URL): boolean {
  const host = url.hostname.replace(/^www\./, '');
  if (host.startsWith('maps.') && GOOGLE_DOMAIN.test(host.slice('maps.'.length))) return true;
  if (host === 'maps.app.goo.gl' || host === 'g.page') return true;
  if (host === 'goo.gl') return url.pathname.startsWith('/maps');
  if (host === 'search.google.com') return url.pathname.startsWith('/local');
  return GOOGLE_DOMAIN.test(host) && url.pathname.startsWith('/maps');
}

/** https only: every link the page shows opens in a visitor's browser. */
function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks and normalizes facts sent by the admin (anything JSON can hold). Texts are trimmed,
 * phone numbers stored in E.164, unknown keys dropped (the service area, which facts saved
 * before it became a page text still hold, among them), a review's language set (the site's
 * own unless another is given). `today` (YYYY-MM-DD) bounds review
 * dates: a review cannot be written after it (a day of slack for time zones).
 */
export function validateBusinessFacts(input: unknown, today: string): FactsValidation {
  const errors: FactErrors = {};
  const source = isRecord(input) ? input : {};
  if (!isRecord(input)) errors[''] = 'Os dados do negócio devem ser um objeto.';

  const text = (path: string, value: unknown, label: string, max: number, required: boolean): string => {
    if (value === undefined || value === null) value = '';
    if (typeof value !== 'string') {
      errors[path] = `${label}: valor inválido.`;
      return '';
    }
    const trimmed = value.trim();
    const flaw = storableTextProblem(trimmed, label);
    if (flaw) errors[path] = flaw;
    else if (required && trimmed === '') errors[path] = `${label}: campo obrigatório.`;
    else if (trimmed.length > max) errors[path] = `${label}: no máximo ${max} caracteres.`;
    return trimmed;
  };

  const phone = (path: string, value: unknown, label: string): string => {
    const raw = text(path, value, label, 30, true);
    if (errors[path]) return raw;
    const problem = phoneNumberProblem(raw);
    if (problem) {
      errors[path] = `${label}: ${problem}`;
      return raw;
    }
    return normalizePhone(raw);
  };

  const link = (
    path: string,
    value: unknown,
    label: string,
    required: boolean,
    fits: (url: URL) => boolean,
    where: string,
  ) => {
    const raw = text(path, value, label, BUSINESS_FACT_LIMITS.url, required);
    if (errors[path] || raw === '') return raw;
    const url = httpsUrl(raw);
    if (!url) errors[path] = `${label}: deve ser um endereço completo começado por https://.`;
    else if (!fits(url)) errors[path] = `${label}: deve ser um endereço de ${where}.`;
    // what is stored is the parsed form, which percent-encoding can make longer than what was typed
    else if (url.href.length > BUSINESS_FACT_LIMITS.url) {
      errors[path] = `${label}: no máximo ${BUSINESS_FACT_LIMITS.url} caracteres.`;
    }
    return url ? url.href : raw;
  };

  const name = text('name', source.name, 'Nome do negócio', BUSINESS_FACT_LIMITS.name, true);
  const whatsapp = phone('whatsapp', source.whatsapp, 'Número de WhatsApp');
  const phoneNumber = phone('phone', source.phone, 'Número de telefone');
  const email = text('email', source.email, 'E-mail', BUSINESS_FACT_LIMITS.email, true);
  if (!errors.email && !EMAIL.test(email)) errors.email = 'E-mail: escreva um endereço como nome@dominio.pt.';
  const streetAddress = text(
    'streetAddress',
    source.streetAddress,
    'Morada',
    BUSINESS_FACT_LIMITS.streetAddress,
    false,
  );
  const postalCode = text('postalCode', source.postalCode, 'Código postal', 8, false);
  if (!errors.postalCode && postalCode && !POSTAL_CODE.test(postalCode)) {
    errors.postalCode = 'Código postal: use o formato 1000-001.';
  }
  const locality = text('locality', source.locality, 'Localidade', BUSINESS_FACT_LIMITS.locality, true);

  const hoursSource = isRecord(source.openingHours) ? source.openingHours : {};
  if (!isRecord(source.openingHours)) errors.openingHours = 'Horário: valor inválido.';
  const openingHours = {} as WeeklyHours;
  for (const day of WEEK_DAYS) {
    const value = hoursSource[day];
    const path = `openingHours.${day}`;
    if (value === null || value === undefined) {
      openingHours[day] = null;
    } else if (!isRecord(value) || typeof value.opens !== 'string' || typeof value.closes !== 'string') {
      errors[path] = `${DAY_LABELS[day]}: valor inválido.`;
      openingHours[day] = null;
    } else if (!TIME.test(value.opens) || !TIME.test(value.closes)) {
      errors[path] = `${DAY_LABELS[day]}: use horas como 08:00.`;
      openingHours[day] = { opens: value.opens, closes: value.closes };
    } else if (value.opens >= value.closes) {
      errors[path] = `${DAY_LABELS[day]}: a hora de fecho deve ser depois da de abertura.`;
      openingHours[day] = { opens: value.opens, closes: value.closes };
    } else {
      openingHours[day] = { opens: value.opens, closes: value.closes };
    }
  }

  const socialSource = isRecord(source.social) ? source.social : {};
  const social = {} as Record<SocialNetwork, string>;
  for (const network of SOCIAL_NETWORKS) {
    const hosts = SOCIAL_HOSTS[network];
    social[network] = link(
      `social.${network}`,
      socialSource[network],
      SOCIAL_NAMES[network],
      false,
      (url) => hosts.includes(url.hostname.replace(/^www\./, '')),
      `${SOCIAL_NAMES[network]} (${hosts[0]})`,
    );
  }
  const mapsUrl = link(
    'mapsUrl',
    source.mapsUrl,
    'Link do Google Maps',
    true,
    isMapsListingUrl,
    'Google Maps',
  );

  const rating = source.rating;
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 1 || rating > 5) {
    errors.rating = 'Classificação no Google: um número de 1,0 a 5,0.';
  } else if (Math.round(rating * 10) !== rating * 10) {
    errors.rating = 'Classificação no Google: no máximo uma casa decimal (por exemplo 4,8).';
  }
  const reviewCount = source.reviewCount;
  if (
    typeof reviewCount !== 'number' ||
    !Number.isInteger(reviewCount) ||
    reviewCount < 0 ||
    reviewCount > BUSINESS_FACT_LIMITS.reviewCount
  ) {
    errors.reviewCount = 'Número de avaliações: um número inteiro, 0 ou mais.';
  }

  const reviewsSource = Array.isArray(source.reviews) ? source.reviews : [];
  if (!Array.isArray(source.reviews)) errors.reviews = 'Avaliações: valor inválido.';
  else if (reviewsSource.length > BUSINESS_FACT_LIMITS.reviews) {
    errors.reviews = `Avaliações: no máximo ${BUSINESS_FACT_LIMITS.reviews}.`;
  }
  const latestDate = addDays(today, 1);
  const reviews = reviewsSource.slice(0, BUSINESS_FACT_LIMITS.reviews).map((value, index): BusinessReview => {
    const path = `reviews.${index}`;
    const label = `Avaliação ${index + 1}`;
    const review = isRecord(value) ? value : {};
    if (!isRecord(value)) errors[path] = `${label}: valor inválido.`;
    const stars = review.rating;
    if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5) {
      errors[`${path}.rating`] = `${label}, estrelas: de 1 a 5.`;
    }
    const language = review.language ?? BASE_LOCALE;
    if (!isSiteLocale(language)) errors[`${path}.language`] = `${label}, língua: escolha uma das do site.`;
    const date = typeof review.date === 'string' ? review.date : '';
    if (!isRealDate(date)) errors[`${path}.date`] = `${label}, data: escolha uma data válida.`;
    else if (date > latestDate) errors[`${path}.date`] = `${label}, data: não pode ser no futuro.`;
    return {
      language: isSiteLocale(language) ? language : BASE_LOCALE,
      author: text(
        `${path}.author`,
        review.author,
        `${label}, nome`,
        BUSINESS_FACT_LIMITS.reviewAuthor,
        true,
      ),
      place: text(
        `${path}.place`,
        review.place,
        `${label}, localidade`,
        BUSINESS_FACT_LIMITS.reviewPlace,
        false,
      ),
      text: text(`${path}.text`, review.text, `${label}, texto`, BUSINESS_FACT_LIMITS.reviewText, true),
      rating: typeof stars === 'number' ? stars : 0,
      date,
    };
  });

  // a stand-in value (the build's fake number, an example e-mail or profile) is never a fact
  for (const [path, message] of Object.entries(placeholderErrors(input))) errors[path] ??= message;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    facts: {
      name,
      whatsapp,
      phone: phoneNumber,
      email,
      streetAddress,
      postalCode,
      locality,
      openingHours,
      social,
      mapsUrl,
      rating: rating as number,
      reviewCount: reviewCount as number,
      reviews,
    },
  };
}

/** "2026-11-26" plus `days`, as YYYY-MM-DD. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
