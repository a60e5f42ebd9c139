import { PROCESS_COPY } from '@/content/home-copy.ts';
import { SectionHeading } from '../components/section-heading.tsx';
import { SlotImage } from '../components/slot-image.tsx';

const STEP_SIZES = '(min-width: 1280px) 290px, (min-width: 640px) 45vw, 136px';

/** "Como Funciona": the four steps, each with its process.step_N image; one island, as the services. */
export function HowItWorksSection() {
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-title"
      className="render-near-viewport-[799px] lg:render-near-viewport-[568px] scroll-mt-20 py-20 lg:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="como-funciona-title"
          eyebrow={PROCESS_COPY.eyebrow}
          title={PROCESS_COPY.title}
          lead={PROCESS_COPY.lead}
        />
        <ol className="mt-14 grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {PROCESS_COPY.steps.map((step, index) => (
            // Phones: picture beside the text, so the four steps stay short; wider: stacked cards.
            <li key={step.slot} className="grid grid-cols-[8.5rem_1fr] items-start gap-5 sm:block">
              <div className="relative">
                <SlotImage
                  slot={step.slot}
                  fallback={step.fallback}
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
                <p className="card-text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
