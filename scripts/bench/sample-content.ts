// What an owner may have published once the site is in use, at the most the admin allows: the
// one place where the bench and the page's size test (tests/e2e/page-at-limits.spec.ts) get the
// content they measure `/` with. A photo in every service card, four before/after pairs and the
// share image, each with the longest alt text; the business facts with every text at its limit
// and the most reviews, each at its limits; the page's texts, each at its limit and every list at
// its longest. A new text the owner can edit gets its longest value
// here, so the budget keeps covering it. Pure: tests/unit-shared/bench-sample-content.test.ts
// checks that the validator accepts it and that every limit is filled.
import {
  BUSINESS_FACT_LIMITS,
  WEEK_DAYS,
  type BusinessFacts,
  type BusinessReview,
  type WeeklyHours,
} from '#portable/business-facts/shape.ts';
import { MAX_ALT_TEXT_LENGTH } from '#portable/media-rules.ts';
import type { FieldSpec } from '#portable/page-texts/page-text-fields.ts';
import { PAGE_TEXTS_CATALOGUE, type PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { BASE_LOCALE } from '#portable/site-locales.ts';

export interface SampleImage {
  slot: string;
  width: number;
  height: number;
  /** The owner's alt text, at its longest. */
  alt: string;
}

export interface SampleContent {
  images: SampleImage[];
  facts: BusinessFacts;
  /** The page's texts, every one at its limit and every list at its longest. */
  texts: PageTexts;
}

// Words of the page's own trade, so the texts compress as the owner's would: a handful of words
// repeated compress far better than prose, and random letters far worse.
const WORDS = (
  'o a os as um uma de do da dos das em no na com sem para por que e mas muito muita bem mais ' +
  'sofá sofás colchão colchões tapete tapetes carpete cadeiras bancos automóvel carro estofo estofos ' +
  'tecido pele veludo linho manchas mancha vinho café gordura odor cheiro pó ácaros pelo gato cão ' +
  'crianças casa sala quarto escritório limpeza lavagem impermeabilização secagem proteção equipa ' +
  'técnico técnicos serviço trabalho resultado orçamento preço marcação visita manhã tarde sábado ' +
  'semana dia horas rápido pontual simpático cuidadoso profissional atento honesto recomendo ' +
  'voltarei ficou ficaram parece novo nova impecável limpo limpos saiu saíram desapareceu explicou ' +
  'chegaram trouxeram máquinas produtos ecológicos água vapor aspiração injeção extração Lisboa ' +
  'Almada Seixal Oeiras Cascais Sintra Amadora Loures Odivelas Barreiro Setúbal Benfica Alvalade'
).split(' ');

/** A seeded pseudo-random sequence (the same seed, the same text), 0 ≤ n < 1. */
function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** Sentences of the trade's words, exactly `length` characters long, ending in a letter or a full stop. */
export function sampleText(length: number, seed: number): string {
  const next = sequence(seed);
  let text = '';
  while (text.length < length) {
    const words = Array.from(
      { length: 6 + Math.floor(next() * 10) },
      () => WORDS[Math.floor(next() * WORDS.length)]!,
    );
    const sentence = words.join(' ');
    text += `${text ? ' ' : ''}${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
  }
  const cut = text.slice(0, length);
  return cut.endsWith(' ') ? `${cut.slice(0, -1)}.` : cut;
}

/** A lowercase slug of the trade's words, exactly `length` characters long (for profile and listing links). */
function sampleSlug(length: number, seed: number): string {
  const slug = sampleText(length * 2, seed)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '-');
  return slug.slice(0, length).replace(/-$/, 'a');
}

/** `https://<host>/<prefix>` and a slug, exactly `length` characters long. */
function sampleLink(start: string, length: number, seed: number): string {
  return start + sampleSlug(length - start.length, seed);
}

/** An e-mail address exactly `length` characters long, on a domain that is no placeholder. */
function sampleEmail(length: number): string {
  const domain = '@estofos-limpos-lisboa.pt';
  return sampleSlug(length - domain.length, 7).replace(/-/g, '.') + domain;
}

/** Every day open, each with other hours: the footer's and the structured data's longest list. */
function everyDayOpen(): WeeklyHours {
  const hours = {} as WeeklyHours;
  WEEK_DAYS.forEach((day, index) => {
    hours[day] = { opens: `0${7 + (index % 3)}:30`, closes: `${17 + index}:45` };
  });
  return hours;
}

function sampleReview(index: number): BusinessReview {
  return {
    // written in Portuguese: the English page marks each, its most
    language: BASE_LOCALE,
    author: sampleText(BUSINESS_FACT_LIMITS.reviewAuthor, 100 + index),
    place: sampleText(BUSINESS_FACT_LIMITS.reviewPlace, 200 + index),
    text: sampleText(BUSINESS_FACT_LIMITS.reviewText, 300 + index),
    rating: 5 - (index % 2),
    date: `2026-${String(1 + (index % 9)).padStart(2, '0')}-${String(10 + index).padStart(2, '0')}`,
  };
}

/** The business facts with every text at its limit and the most reviews the admin takes. */
function maximalBusinessFacts(): BusinessFacts {
  const url = BUSINESS_FACT_LIMITS.url;
  return {
    name: sampleText(BUSINESS_FACT_LIMITS.name, 1),
    whatsapp: '+351912345678',
    phone: '+351213456789',
    email: sampleEmail(BUSINESS_FACT_LIMITS.email),
    streetAddress: sampleText(BUSINESS_FACT_LIMITS.streetAddress, 3),
    postalCode: '1200-195',
    locality: sampleText(BUSINESS_FACT_LIMITS.locality, 4),
    openingHours: everyDayOpen(),
    social: {
      instagram: sampleLink('https://www.instagram.com/', url, 11),
      facebook: sampleLink('https://www.facebook.com/', url, 12),
      youtube: sampleLink('https://www.youtube.com/@', url, 13),
      tiktok: sampleLink('https://www.tiktok.com/@', url, 14),
    },
    mapsUrl: sampleLink('https://www.google.com/maps/place/', url, 15),
    rating: 4.9,
    reviewCount: BUSINESS_FACT_LIMITS.reviewCount,
    reviews: Array.from({ length: BUSINESS_FACT_LIMITS.reviews }, (_, index) => sampleReview(index)),
  };
}

const SERVICE_SLOTS = ['servico-sofas', 'servico-colchoes', 'servico-tapetes', 'servico-automoveis'];

/** Every service photo, four before/after pairs and the share image, each with the longest alt text. */
function sampleImages(): SampleImage[] {
  const slots = [
    ...SERVICE_SLOTS.map((slot) => ({ slot, width: 2560, height: 1440 })),
    ...[1, 2, 3, 4].flatMap((n) =>
      ['before', 'after'].map((side) => ({
        slot: `gallery.before_after.${n}.${side}`,
        width: 1600,
        height: 1200,
      })),
    ),
    { slot: 'global.og_image', width: 1200, height: 630 },
  ];
  return slots.map((slot, index) => ({ ...slot, alt: sampleText(MAX_ALT_TEXT_LENGTH, 500 + index) }));
}

/** Every page text at its limit, every list with the most items the admin allows. */
function maximalPageTexts(): PageTexts {
  let seed = 1000;
  const fill = (spec: FieldSpec): unknown => {
    switch (spec.kind) {
      case 'text':
        return sampleText(spec.max, seed++);
      case 'list':
        return Array.from({ length: spec.max }, () => fill(spec.item));
      case 'group':
        return Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, fill(field)]));
    }
  };
  return fill(PAGE_TEXTS_CATALOGUE) as PageTexts;
}

export function sampleContent(): SampleContent {
  return { images: sampleImages(), facts: maximalBusinessFacts(), texts: maximalPageTexts() };
}
