import type { FallbackImageKey } from '#src/lib/ui/fallback-images.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { MultilineText } from '#src/features/home/components/multiline-text.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import SlotImage from '#src/features/home/components/slot-image.island.tsx';

/** Each of the four steps' picture, in the order of their texts. */
const STEP_IMAGES: readonly { slot: string; fallback: FallbackImageKey }[] = [
  { slot: 'process.step_1', fallback: 'stepContact' },
  { slot: 'process.step_2', fallback: 'stepQuote' },
  { slot: 'process.step_3', fallback: 'stepCleaning' },
  { slot: 'process.step_4', fallback: 'stepDrying' },
];

const STEP_SIZES = '(min-width: 1280px) 290px, (min-width: 640px) 45vw, 136px';

/** "Como Funciona": the four steps, each with its process.step_N image; one island, as the services. */
export default function HowItWorksSection() {
  const { process } = usePageTexts();
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-title"
      className="render-when-near scroll-mt-20 py-20 lg:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="como-funciona-title"
          eyebrow={process.eyebrow}
          title={process.title}
          lead={process.lead}
        />
        <ol className="mt-14 grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {STEP_IMAGES.map((image, index) => {
            const step = process.steps[index];
            if (!step) return null;
            return (
              // Phones: picture beside the text, so the four steps stay short; wider: stacked cards.
              <li key={image.slot} className="grid grid-cols-[8.5rem_1fr] items-start gap-5 sm:block">
                <div className="relative">
                  <SlotImage
                    slot={image.slot}
                    fallback={image.fallback}
                    alt={step.title}
                    ratio="4 / 3"
                    sizes={STEP_SIZES}
                    className="rounded-2xl bg-brand-50 ring-1 ring-slate-900/5 sm:rounded-3xl"
                  />
                  <span aria-hidden="true" className="step-number">
                    {index + 1}
                  </span>
                </div>
                <div>
                  <h3 className="text-lg font-extrabold text-brand-950 sm:mt-9 sm:text-xl">
                    <span className="sr-only">{`Passo ${index + 1}: `}</span>
                    {step.title}
                  </h3>
                  <p className="card-text">
                    <MultilineText text={step.text} />
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
