import { HERO_VIDEO_COPY } from '#src/content/live-parts-copy.ts';
import { formatRating, starsLabel } from '#portable/business-facts/view.ts';
import { useBusinessFacts } from '#src/features/home/api/get-business-facts.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { usePublishedImage } from '#src/features/home/api/get-site-media.ts';
import { Icon } from '#src/features/home/icons/icon.tsx';
import { StarRating } from './star-rating.tsx';
import { PublishedImg } from './published-img.tsx';
import { useLocalized, usePageLocale } from '#src/lib/page-language.ts';

interface HeroBadgeProps {
  /** home.hero.badge.1 (the rating) or home.hero.badge.2 (the response time). */
  badge: 1 | 2;
}

/** A floating badge by the hero video: the published badge image, or a built-in chip. */
export default function HeroBadge({ badge }: HeroBadgeProps) {
  const image = usePublishedImage(`home.hero.badge.${badge}`);
  const { rating } = useBusinessFacts();
  const { hero } = usePageTexts();
  const copy = useLocalized(HERO_VIDEO_COPY);
  const locale = usePageLocale();
  if (image) {
    return (
      <PublishedImg
        image={image}
        alt={copy.badgeAlt[badge - 1] ?? ''}
        className="h-auto w-28 rounded-2xl bg-white p-1.5 shadow-xl sm:w-32"
      />
    );
  }
  return (
    <div className="rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-900/5">
      {badge === 1 ? (
        <span className="flex flex-col gap-0.5">
          <StarRating rating={rating} label={starsLabel(rating, locale)} size={14} />
          <span className="text-sm font-extrabold text-brand-950">
            {copy.ratingChip(formatRating(rating, locale))}
          </span>
        </span>
      ) : (
        <span className="flex items-center gap-2">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-chat-600/10 text-chat-600">
            <Icon name="clock" size={18} />
          </span>
          <span className="text-sm font-extrabold text-brand-950">{hero.videoChip}</span>
        </span>
      )}
    </div>
  );
}
