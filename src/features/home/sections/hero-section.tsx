import { CheckCircle2, Clock, Phone, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { HERO_COPY } from '../../../content/home-copy.ts';
import { CHAT_TEXTS, telLink } from '../../../lib/contact-links.ts';
import { publishedSrcSet } from '../../../lib/published-image.ts';
import { buttonClasses } from '../../../lib/ui/button-styles.ts';
import { ChatLink } from '../../../lib/ui/chat-link.tsx';
import { FALLBACK_IMAGES, fallbackSrc, fallbackSrcSet } from '../../../lib/ui/fallback-images.ts';
import { StarRating } from '../../../lib/ui/star-rating.tsx';
import { usePublishedImage } from '../api/get-site-media.ts';
import { useVideoId } from '../api/get-videos.ts';
import { YouTubeEmbed } from '../components/youtube-embed.tsx';

const POSTER = FALLBACK_IMAGES.heroPoster;
/** Matches the frame's CSS widths below (max 320 px on phones, 360 px from lg). */
const POSTER_SIZES = '(min-width: 1024px) 360px, 320px';
const DESKTOP = '(min-width: 1024px)';

export function HeroSection() {
  return (
    <section id="inicio" aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 h-[34rem] w-[34rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-12 lg:items-center lg:gap-10 lg:px-8 lg:pt-14 lg:pb-24">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-bold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Sparkles size={16} className="text-amber-500" aria-hidden="true" />
            {HERO_COPY.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.15rem] leading-[1.08] font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-[3.6rem]"
          >
            {HERO_COPY.titleStart}{' '}
            <span className="whitespace-nowrap text-brand-600">{HERO_COPY.titleHighlight}</span>,{' '}
            {HERO_COPY.titleEnd}
          </h1>
          {/* On phones the lead takes 4 or 5 lines depending on the font and the width; 5 reserved,
              so the web font's swap cannot move the buttons, claims and video below it. */}
          <p className="mt-4 min-h-[5lh] max-w-xl text-[1.05rem] leading-relaxed text-pretty text-slate-600 sm:mt-5 sm:min-h-0 sm:text-lg">
            {HERO_COPY.lead}
          </p>

          <div className="mt-7 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <ChatLink text={CHAT_TEXTS.hero} size="lg">
              {HERO_COPY.whatsappButton}
            </ChatLink>
            <a href={telLink()} className={buttonClasses('outline', 'lg')}>
              <Phone size={20} aria-hidden="true" />
              {HERO_COPY.callButton}
            </a>
          </div>

          {/* One claim a line on phones: a row would wrap differently in the fallback font. */}
          <ul className="mt-6 flex flex-col gap-x-6 gap-y-2.5 sm:mt-8 sm:flex-row sm:flex-wrap">
            {HERO_COPY.claims.map((claim) => (
              <li key={claim} className="flex items-center gap-2 text-[0.95rem] font-semibold text-slate-700">
                <CheckCircle2 size={20} className="shrink-0 text-chat-600" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-5">
          <HeroVideo />
        </div>
      </div>
    </section>
  );
}

/** The 9/16 frame: poster (LCP) first, the hero-main video over it once idle; badges around it. */
function HeroVideo() {
  const videoId = useVideoId('hero-main');
  const mobile = usePublishedImage('home.hero.mobile');
  const desktop = usePublishedImage('home.hero.desktop');

  const poster = (
    <picture>
      {desktop && (
        <source
          media={DESKTOP}
          srcSet={publishedSrcSet(desktop) ?? desktop.url}
          sizes={POSTER_SIZES}
          width={desktop.width}
          height={desktop.height}
        />
      )}
      {mobile ? (
        <img
          src={mobile.url}
          srcSet={publishedSrcSet(mobile)}
          sizes={POSTER_SIZES}
          alt={mobile.alt || HERO_COPY.videoTitle}
          width={mobile.width}
          height={mobile.height}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <img
          src={fallbackSrc(POSTER)}
          srcSet={fallbackSrcSet(POSTER)}
          sizes={POSTER_SIZES}
          alt={POSTER.alt}
          width={POSTER.width}
          height={POSTER.height}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </picture>
  );

  return (
    <div className="relative mx-auto w-full max-w-[320px] lg:max-w-[360px]">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-0 rotate-3 rounded-[2.75rem] bg-gradient-to-br from-brand-200 to-brand-400 opacity-60"
      />
      <div className="relative aspect-[9/16] overflow-hidden rounded-[2.25rem] bg-sand-100 shadow-2xl ring-8 shadow-brand-950/25 ring-white">
        <YouTubeEmbed
          videoId={videoId}
          title={HERO_COPY.videoTitle}
          playLabel={HERO_COPY.playVideo}
          poster={poster}
        />
      </div>
      <HeroBadge slot="home.hero.badge.1" alt={HERO_COPY.badgeAlt[0]} position="-left-5 top-10 sm:-left-12">
        <span className="flex flex-col gap-0.5">
          <StarRating label="5 de 5 estrelas" size={14} />
          <span className="text-sm font-extrabold text-brand-950">{HERO_COPY.ratingChip}</span>
        </span>
      </HeroBadge>
      <HeroBadge
        slot="home.hero.badge.2"
        alt={HERO_COPY.badgeAlt[1]}
        position="-right-5 bottom-14 sm:-right-10 lg:-right-6 xl:-right-10"
      >
        <span className="flex items-center gap-2">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-chat-600/10 text-chat-600">
            <Clock size={18} aria-hidden="true" />
          </span>
          <span className="text-sm font-extrabold text-brand-950">{HERO_COPY.responseChip}</span>
        </span>
      </HeroBadge>
    </div>
  );
}

interface HeroBadgeProps {
  slot: string;
  alt: string;
  position: string;
  children: ReactNode;
}

/** A floating badge by the video: the published badge image, or a built-in chip. */
function HeroBadge({ slot, alt, position, children }: HeroBadgeProps) {
  const badge = usePublishedImage(slot);
  return (
    <div className={`absolute ${position} z-10`}>
      {badge ? (
        <img
          src={badge.url}
          alt={badge.alt || alt}
          width={badge.width}
          height={badge.height}
          className="h-auto w-28 rounded-2xl bg-white p-1.5 shadow-xl sm:w-32"
        />
      ) : (
        <div className="rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-900/5">{children}</div>
      )}
    </div>
  );
}
