import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { FAQ_COPY } from '../../../content/home-copy.ts';
import { CHAT_TEXTS } from '../../../lib/contact-links.ts';
import { ChatLink } from '../../../lib/ui/chat-link.tsx';
import { SectionHeading } from '../../../lib/ui/section-heading.tsx';
import { SlotImage } from '../components/slot-image.tsx';

/** Five questions; one answer open at a time, and clicking the open one closes it. */
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
            <ChatLink text={CHAT_TEXTS.faq} size="lg">
              {FAQ_COPY.whatsappButton}
            </ChatLink>
          </div>
          <SlotImage
            slot="pages.faq.banner"
            alt={FAQ_COPY.bannerAlt}
            ratio="4 / 3"
            sizes="(min-width: 1024px) 460px, 92vw"
            className="mt-10 rounded-3xl"
          />
        </div>

        <Accordion.Root type="single" collapsible className="space-y-3">
          {FAQ_COPY.items.map((item) => (
            <Accordion.Item
              key={item.id}
              value={item.id}
              className="overflow-hidden rounded-2xl bg-sand-50 ring-1 ring-slate-900/5 data-[state=open]:bg-white data-[state=open]:shadow-lg data-[state=open]:shadow-brand-900/5"
            >
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-bold text-brand-950">
                    {item.question}
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-slate-900/10 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none">
                      <ChevronDown size={20} aria-hidden="true" />
                    </span>
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down motion-reduce:animate-none">
                <p className="px-6 pb-6 leading-relaxed text-pretty text-slate-600">{item.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
