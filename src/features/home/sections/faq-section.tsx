import { FAQ_COPY } from '@/content/home-copy.ts';
import { CHAT_TEXTS } from '@/lib/contact-links.ts';
import { ChatLink } from '../components/chat-link.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { Icon } from '../icons/icon.tsx';
import { LiveSlotImage } from '../islands/live-slot-image.tsx';

/**
 * Five questions as native disclosures sharing one `name`: the browser keeps one answer open at
 * a time and closes the open one when its question is clicked, from the HTML alone.
 */
export function FaqSection() {
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="render-near-viewport-[744px] lg:render-near-viewport-[428px] scroll-mt-20 py-20 lg:py-28"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="faq-title"
            eyebrow={FAQ_COPY.eyebrow}
            title={FAQ_COPY.title}
            lead={FAQ_COPY.lead}
            align="left"
          />
          <div className="mt-8">
            <ChatLink section="faq" text={CHAT_TEXTS.faq} size="lg">
              {FAQ_COPY.whatsappButton}
            </ChatLink>
          </div>
          <LiveSlotImage
            slot="pages.faq.banner"
            alt={FAQ_COPY.bannerAlt}
            ratio="4 / 3"
            sizes="(min-width: 1024px) 460px, 92vw"
            className="mt-10 rounded-3xl"
          />
        </div>

        <div className="space-y-3">
          {FAQ_COPY.items.map((item) => (
            <details key={item.id} name="faq" className="group faq-item">
              <summary className="faq-question">
                {item.question}
                <span className="faq-chevron">
                  <Icon name="chevron-down" size={20} />
                </span>
              </summary>
              <p className="faq-answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
