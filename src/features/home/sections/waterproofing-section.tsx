import { Island } from '#src/features/home/islands/island.tsx';
import WaterproofingText from './waterproofing-text.island.tsx';
import WaterproofingVideo from '#src/features/home/components/waterproofing-video.island.tsx';

export function WaterproofingSection() {
  return (
    <section
      id="impermeabilizacao"
      aria-labelledby="impermeabilizacao-title"
      className="render-when-near on-dark relative scroll-mt-20 overflow-hidden bg-brand-900 py-20 text-white lg:py-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -left-40 h-[30rem] w-[30rem] rounded-full bg-brand-600/25 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
        <Island component={WaterproofingText} props={{}} />
        <div className="relative aspect-video overflow-hidden rounded-3xl bg-brand-800 shadow-2xl ring-1 shadow-black/30 ring-white/10">
          <Island component={WaterproofingVideo} props={{}} />
        </div>
      </div>
    </section>
  );
}
