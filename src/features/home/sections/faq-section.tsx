import { FAQ_BANNER_ALT } from '#src/content/home-copy.ts';
import { LiveSlotImage } from '#src/features/home/islands/live-slot-image.tsx';
import { Island } from '#src/features/home/islands/island.tsx';
import FaqHeading from './faq-heading.island.tsx';
import FaqQuestions from './faq-questions.island.tsx';
import { useLocalized } from '#src/lib/page-language.ts';

/**
 * "Perguntas Frequentes": its words (the heading and the questions, islands of their own) follow
 * the texts the owner edits in /admin live, its banner image the published one.
 */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="render-when-near scroll-mt-20 py-20 lg:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16 lg:px-8">
        <div>
          <Island component={FaqHeading} props={{}} />
          <LiveSlotImage
            slot="pages.faq.banner"
            alt={useLocalized(FAQ_BANNER_ALT)}
            ratio="4 / 3"
            sizes="(min-width: 1024px) 460px, 92vw"
            className="mt-10 rounded-3xl"
          />
        </div>
        <Island component={FaqQuestions} props={{}} />
      </div>
    </section>
  );
}
