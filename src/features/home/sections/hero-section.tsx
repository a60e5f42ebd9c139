import { Island } from '#src/features/home/islands/island.tsx';
import HeroText from './hero-text.island.tsx';
import HeroVideo from '#src/features/home/components/hero-video.island.tsx';
import HeroBadge from '#src/features/home/components/hero-badge.island.tsx';

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
        <Island component={HeroText} props={{}} />

        <div className="lg:col-span-5">
          <HeroFrame />
        </div>
      </div>
    </section>
  );
}

/** The 9/16 frame with its poster and video (an island), and the two badges around it. */
function HeroFrame() {
  return (
    <div className="relative mx-auto w-full max-w-[320px] lg:max-w-[360px]">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-0 rotate-3 rounded-[2.75rem] bg-gradient-to-br from-brand-200 to-brand-400 opacity-60"
      />
      <div className="relative aspect-[9/16] overflow-hidden rounded-[2.25rem] bg-sand-100 shadow-2xl ring-8 shadow-brand-950/25 ring-white">
        <Island component={HeroVideo} props={{}} />
      </div>
      <div className="absolute top-10 -left-5 z-10 sm:-left-12">
        <Island component={HeroBadge} props={{ badge: 1 }} />
      </div>
      <div className="absolute -right-5 bottom-14 z-10 sm:-right-10 lg:-right-6 xl:-right-10">
        <Island component={HeroBadge} props={{ badge: 2 }} />
      </div>
    </div>
  );
}
