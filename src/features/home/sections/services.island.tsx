import type { FallbackImageKey } from '#src/lib/ui/fallback-images.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { ChatLink } from '#src/features/home/components/chat-link.tsx';
import { MultilineText } from '#src/features/home/components/multiline-text.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import SlotImage from '#src/features/home/components/slot-image.island.tsx';
import { Icon } from '#src/features/home/icons/icon.tsx';

/** One column on phones, two on tablets, four on wide screens. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 45vw, 92vw';

/** Each of the four services' photo, in the order of their texts. */
const SERVICE_IMAGES: readonly { slot: string; fallback: FallbackImageKey }[] = [
  { slot: 'servico-sofas', fallback: 'serviceSofa' },
  { slot: 'servico-colchoes', fallback: 'serviceMattress' },
  { slot: 'servico-tapetes', fallback: 'serviceRug' },
  { slot: 'servico-automoveis', fallback: 'serviceCarSeat' },
];

/**
 * The four services with their published photos: one island (the photos, the texts the owner
 * edits in /admin and the quote links follow live changes), so its images need no props of
 * their own in the page.
 */
export default function ServicesSection() {
  const { services: copy } = usePageTexts();
  return (
    <section
      id="servicos"
      aria-labelledby="servicos-title"
      className="render-when-near scroll-mt-20 bg-sand-50 py-20 lg:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="servicos-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {SERVICE_IMAGES.map((image, index) => {
            const service = copy.services[index];
            if (!service) return null;
            return (
              <li key={image.slot} className="service-card">
                <SlotImage
                  slot={image.slot}
                  fallback={image.fallback}
                  alt={service.title}
                  ratio="16 / 9"
                  sizes={CARD_SIZES}
                  className="bg-sand-100"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-extrabold text-brand-950">{service.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">
                    <MultilineText text={service.description} />
                  </p>
                  <ul className="check-list mt-5 space-y-2.5 text-[0.95rem] font-medium text-slate-700">
                    {service.features.map((feature, featureIndex) => (
                      <li key={featureIndex}>{feature}</li>
                    ))}
                  </ul>
                  <div className="mt-auto pt-6">
                    <ChatLink section="services" text={copy.quoteMessage} className="w-full">
                      {copy.quoteButton}
                    </ChatLink>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>

        <div className="mt-10 flex flex-col items-start gap-6 rounded-3xl bg-brand-900 p-7 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-5">
            <span className="hidden h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-brand-200 sm:flex">
              <Icon name="messages-square" size={28} />
            </span>
            <div>
              <h3 className="text-2xl font-extrabold">{copy.custom.title}</h3>
              <p className="mt-2 max-w-2xl leading-relaxed text-brand-100">
                <MultilineText text={copy.custom.text} />
              </p>
            </div>
          </div>
          <div className="on-dark shrink-0">
            <ChatLink section="services" text={copy.custom.message} variant="light" size="lg">
              {copy.custom.button}
            </ChatLink>
          </div>
        </div>
      </div>
    </section>
  );
}
