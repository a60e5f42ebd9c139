import { FOOTER_COPY } from '#src/content/footer-copy.ts';
import { openingHoursRows } from '#portable/business-facts/view.ts';
import { mailtoLink } from '#src/lib/contact-links.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from '#portable/business-facts/shape.ts';
import { formatPhoneForDisplay } from '#portable/phone-number.ts';
import { useBusinessFacts } from '#src/features/home/api/get-business-facts.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { CallLink } from '#src/features/home/components/call-link.tsx';
import { ChatLink } from '#src/features/home/components/chat-link.tsx';
import { MultilineText } from '#src/features/home/components/multiline-text.tsx';
import { SiteLogo } from '#src/features/home/components/site-logo.tsx';
import SlotImage from '#src/features/home/components/slot-image.island.tsx';
import { Icon } from '#src/features/home/icons/icon.tsx';
import type { IconName } from '#src/features/home/icons/sprite-icons.tsx';
import { useLocalized, usePageLocale } from '#src/lib/page-language.ts';

const SOCIAL_ICONS: Record<SocialNetwork, IconName> = {
  instagram: 'instagram',
  facebook: 'facebook',
  youtube: 'youtube',
  tiktok: 'tiktok',
};

const HEADING = 'text-sm font-bold tracking-[0.14em] text-brand-200 uppercase';
const LINK = 'rounded text-white/90 underline-offset-4 hover:text-white hover:underline';

/**
 * The footer, an island of its own (its images and logo are part of it): its contacts, hours and
 * social links are the business facts the owner edits in /admin, its words the page texts, and
 * both follow live.
 */
export default function SiteFooter() {
  const facts = useBusinessFacts();
  const { footer: texts, services } = usePageTexts();
  const copy = useLocalized(FOOTER_COPY);
  const locale = usePageLocale();
  const social = SOCIAL_NETWORKS.filter((network) => facts.social[network] !== '');
  return (
    <footer
      id="contacto"
      aria-labelledby="contacto-title"
      className="render-when-near on-dark bg-brand-950 text-brand-100"
    >
      <h2 id="contacto-title" className="sr-only">
        {copy.title}
      </h2>
      <SlotImage
        slot="pages.contact.banner"
        alt={copy.bannerAlt}
        ratio="32 / 9"
        sizes="100vw"
        className="mx-auto max-w-7xl"
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-16 pb-10 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <SiteLogo tone="dark" />
          <SlotImage
            slot="pages.contact.team_photo"
            alt={copy.teamPhotoAlt}
            ratio="4 / 3"
            sizes="(min-width: 1024px) 360px, 92vw"
            className="mt-6 max-w-sm rounded-2xl"
          />
          <p className="mt-5 max-w-sm leading-relaxed">
            <MultilineText text={texts.description} />
          </p>
          <ChatLink section="footer" className="mt-6">
            {texts.whatsappButton}
          </ChatLink>
          {social.length > 0 && (
            <>
              <p className={`mt-8 ${HEADING}`}>{texts.socialTitle}</p>
              <ul className="mt-3 flex gap-3">
                {social.map((network) => (
                  <li key={network}>
                    <a
                      href={facts.social[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={copy.social[network]}
                      className="social-link"
                    >
                      <Icon name={SOCIAL_ICONS[network]} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <div className="lg:col-span-3">
          <h3 className={HEADING}>{texts.contactTitle}</h3>
          <ul className="mt-4 space-y-4">
            <li className="flex gap-3">
              <Icon name="phone" size={20} className="mt-0.5 shrink-0 text-brand-300" />
              <span>
                <span className="sr-only">{texts.phoneLabel}: </span>
                <CallLink section="footer" className={LINK}>
                  {formatPhoneForDisplay(facts.phone)}
                </CallLink>
              </span>
            </li>
            <li className="flex gap-3">
              <Icon name="mail" size={20} className="mt-0.5 shrink-0 text-brand-300" />
              <span>
                <span className="sr-only">{texts.emailLabel}: </span>
                {/* an address has no spaces: it breaks anywhere rather than widen the page */}
                <a href={mailtoLink(facts.email)} className={`${LINK} wrap-anywhere`}>
                  {facts.email}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Icon name="map-pin" size={20} className="mt-0.5 shrink-0 text-brand-300" />
              <span>
                <span className="sr-only">{texts.areaLabel}: </span>
                {texts.serviceArea}
              </span>
            </li>
          </ul>
        </div>

        <div className="lg:col-span-2">
          <h3 className={HEADING}>{texts.servicesTitle}</h3>
          <ul className="mt-4 space-y-2.5">
            {texts.services.map((service, index) => (
              <li key={index}>{service}</li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-3">
          <h3 className={HEADING}>{texts.hoursTitle}</h3>
          <ul className="mt-4 space-y-2.5">
            {openingHoursRows(facts.openingHours, locale).map((row) =>
              row.hours ? (
                <li key={row.label} className="flex gap-3">
                  <Icon name="clock" size={20} className="mt-0.5 shrink-0 text-brand-300" />
                  {row.label}
                </li>
              ) : (
                <li key={row.label} className="pl-8 text-brand-200">
                  {row.label}
                </li>
              ),
            )}
          </ul>
          <ChatLink section="footer" text={services.quoteMessage} variant="light" className="mt-6">
            {texts.quoteButton}
          </ChatLink>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 text-sm sm:flex-row sm:px-6 lg:px-8">
          <p className="text-brand-200">
            © {facts.name}. {texts.rights}{' '}
            <a
              href="/admin"
              className="ml-2 text-xs text-brand-300 underline-offset-4 hover:text-white hover:underline"
            >
              {copy.admin}
            </a>
          </p>
          {/* A link, so it works before any script; the browser's focus navigation continues
              from the top too. */}
          <a
            href="#top"
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold text-white transition-colors hover:bg-white/20"
          >
            <Icon name="arrow-up" size={18} />
            {texts.backToTop}
          </a>
        </div>
      </div>
    </footer>
  );
}
