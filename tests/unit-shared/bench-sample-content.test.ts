// The sample content the bench and the page's size test publish: the most the admin allows, so
// the budget covers any page the owner can make.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sampleContent, sampleText } from '#scripts/bench/sample-content.ts';
import { BUSINESS_FACT_LIMITS, SOCIAL_NETWORKS, WEEK_DAYS } from '#portable/business-facts/shape.ts';
import { validateBusinessFacts } from '#portable/business-facts/validate.ts';
import { MAX_ALT_TEXT_LENGTH } from '#portable/media-rules.ts';
import type { FieldSpec } from '#portable/page-texts/page-text-fields.ts';
import { PAGE_TEXTS_CATALOGUE } from '#portable/page-texts/page-texts-catalogue.ts';
import { textLength, validatePageTexts } from '#portable/page-texts/validate-page-texts.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';

const { facts, images, texts } = sampleContent();

describe('the sample content', () => {
  it('is facts the admin would store as they are: the validator accepts them unchanged', () => {
    expect(validateBusinessFacts(facts, '2026-11-28')).toEqual({ ok: true, facts });
  });

  it('fills every text limit of the business facts, and the most reviews, each at its limits', () => {
    expect(facts.name).toHaveLength(BUSINESS_FACT_LIMITS.name);
    expect(facts.email).toHaveLength(BUSINESS_FACT_LIMITS.email);
    expect(facts.streetAddress).toHaveLength(BUSINESS_FACT_LIMITS.streetAddress);
    expect(facts.locality).toHaveLength(BUSINESS_FACT_LIMITS.locality);
    expect(facts.mapsUrl).toHaveLength(BUSINESS_FACT_LIMITS.url);
    for (const network of SOCIAL_NETWORKS)
      expect(facts.social[network]).toHaveLength(BUSINESS_FACT_LIMITS.url);
    expect(facts.reviewCount).toBe(BUSINESS_FACT_LIMITS.reviewCount);
    expect(facts.reviews).toHaveLength(BUSINESS_FACT_LIMITS.reviews);
    for (const review of facts.reviews) {
      expect(review.author).toHaveLength(BUSINESS_FACT_LIMITS.reviewAuthor);
      expect(review.place).toHaveLength(BUSINESS_FACT_LIMITS.reviewPlace);
      expect(review.text).toHaveLength(BUSINESS_FACT_LIMITS.reviewText);
    }
    expect(new Set(facts.reviews.map((review) => review.text)).size).toBe(facts.reviews.length);
    // every day open with hours of its own: the longest list of opening hours
    expect(WEEK_DAYS.every((day) => facts.openingHours[day] !== null)).toBe(true);
  });

  it('has page texts the admin would store as they are, each at its limit, every list at its longest', () => {
    expect(validatePageTexts(texts)).toEqual({ ok: true, texts });
    const check = (spec: FieldSpec, value: unknown, path: string): void => {
      if (spec.kind === 'text') expect(textLength(value as string), path).toBe(spec.max);
      if (spec.kind === 'list') {
        expect(value, path).toHaveLength(spec.max);
        (value as unknown[]).forEach((item, index) => check(spec.item, item, `${path}.${index}`));
      }
      if (spec.kind === 'group')
        for (const [key, field] of Object.entries(spec.fields))
          check(field, (value as Record<string, unknown>)[key], `${path}.${key}`);
    };
    check(PAGE_TEXTS_CATALOGUE, texts, 'texts');
  });

  it('has every service photo, four before/after pairs and the share image, each with the longest alt text', () => {
    expect(images.map((image) => image.slot)).toEqual([
      'servico-sofas',
      'servico-colchoes',
      'servico-tapetes',
      'servico-automoveis',
      ...[1, 2, 3, 4].flatMap((n) => [`gallery.before_after.${n}.before`, `gallery.before_after.${n}.after`]),
      'global.og_image',
    ]);
    for (const image of images) expect(image.alt).toHaveLength(MAX_ALT_TEXT_LENGTH);
  });

  it('writes texts that compress no better than the page’s own copy (a repeated word would flatter the budget)', () => {
    const ratio = (text: string) => gzipSync(text, { level: 6 }).length / Buffer.byteLength(text);
    const copy = BUILT_IN_PAGE_TEXTS['pt-PT'].about.paragraphs.join(' ');
    expect(ratio(sampleText(copy.length, 1))).toBeGreaterThanOrEqual(ratio(copy) * 0.9);
  });
});
