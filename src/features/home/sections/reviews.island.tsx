import { REVIEWS_COPY } from '#src/content/reviews-copy.ts';
import { formatRating, reviewCountLabel, starsLabel } from '#portable/business-facts/view.ts';
import { TimeAgo } from '#src/lib/time-ago.tsx';
import { useBusinessFacts } from '#src/features/home/api/get-business-facts.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import SlotImage from '#src/features/home/components/slot-image.island.tsx';
import { StarRating } from '#src/features/home/components/star-rating.tsx';
import { Icon } from '#src/features/home/icons/icon.tsx';
import { useLocalized, usePageLocale } from '#src/lib/page-language.ts';
import { BASE_LOCALE, SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** The photos of the work the first three reviews are about. */
const REVIEW_PHOTO_SLOTS = ['trust.review_1', 'trust.review_2', 'trust.review_3'];

/**
 * The Google rating summary, the link to the listing and the reviews the owner copied from it,
 * if any: business facts edited in /admin, so an island of its own that follows them live.
 */
/** The `lang` of a review written in another language than the page's (absent: the site's own). */
function writtenIn(language: SiteLocale | undefined, page: SiteLocale): string | undefined {
  const written = language ?? BASE_LOCALE;
  return written === page ? undefined : SITE_LOCALES[written].htmlLang;
}

export default function ReviewsSection() {
  const { rating, reviewCount, mapsUrl, reviews } = useBusinessFacts();
  const texts = usePageTexts().reviews;
  const copy = useLocalized(REVIEWS_COPY);
  const locale = usePageLocale();
  return (
    <section
      id="avaliacoes"
      aria-labelledby="avaliacoes-title"
      className="render-when-near scroll-mt-20 bg-sand-50 py-20 lg:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="avaliacoes-title" eyebrow={texts.eyebrow} title={texts.title} />

        <div className="mx-auto mt-10 flex max-w-xl flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-900/5 sm:flex-row sm:gap-6 sm:text-left">
          <SlotImage
            slot="trust.google_badge"
            alt={copy.googleBadgeAlt}
            ratio="1 / 1"
            sizes="80px"
            className="w-20 shrink-0 rounded-2xl"
            imgClassName="object-contain"
          />
          <p className="text-5xl font-extrabold tracking-tight text-brand-950">
            {formatRating(rating, locale)}
          </p>
          <div>
            <StarRating rating={rating} label={starsLabel(rating, locale)} size={22} />
            <p className="mt-1 font-semibold text-slate-600">{reviewCountLabel(reviewCount, locale)}</p>
            <a
              href={mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1.5 font-bold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900"
            >
              {texts.mapsLink}
              <Icon name="external-link" size={16} />
              <span className="sr-only">{copy.opensInNewTab}</span>
            </a>
          </div>
        </div>

        {reviews.length > 0 && (
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {reviews.map((review, index) => (
              // position and content: two reviews may share an author
              <li key={`${index}-${review.author}-${review.date}`}>
                <figure className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-900/5">
                  {REVIEW_PHOTO_SLOTS[index] && (
                    <SlotImage
                      slot={REVIEW_PHOTO_SLOTS[index]}
                      alt={copy.reviewPhotoAlt(review.author)}
                      ratio="16 / 9"
                      sizes="(min-width: 1024px) 400px, 92vw"
                    />
                  )}
                  <div className="flex flex-1 flex-col p-7">
                    <div className="flex items-center justify-between">
                      <StarRating rating={review.rating} label={starsLabel(review.rating, locale)} />
                      <Icon name="quote" size={28} className="text-brand-200" />
                    </div>
                    <blockquote
                      lang={writtenIn(review.language, locale)}
                      className="mt-4 flex-1 leading-relaxed text-pretty text-slate-700"
                    >
                      <p>{review.text}</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                      <span
                        aria-hidden="true"
                        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-extrabold text-brand-800"
                      >
                        {initials(review.author)}
                      </span>
                      <span>
                        <span className="block font-extrabold text-brand-950">{review.author}</span>
                        <span className="block text-sm text-slate-600">
                          {review.place && `${review.place} · `}
                          <TimeAgo date={review.date} />
                        </span>
                      </span>
                    </figcaption>
                  </div>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
