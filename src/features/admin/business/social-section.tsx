import { BUSINESS_FACT_LIMITS, SOCIAL_NETWORKS, type SocialNetwork } from '#portable/business-facts/shape.ts';
import { FactField } from './fact-field.tsx';
import { FormSection } from './form-section.tsx';
import type { FactsForm } from './use-facts-form.ts';

const NETWORKS: Record<SocialNetwork, { label: string; example: string }> = {
  instagram: { label: 'Instagram', example: 'https://www.instagram.com/…' },
  facebook: { label: 'Facebook', example: 'https://www.facebook.com/…' },
  youtube: { label: 'YouTube', example: 'https://www.youtube.com/@…' },
  tiktok: { label: 'TikTok', example: 'https://www.tiktok.com/@…' },
};

export function SocialSection({ form }: { form: FactsForm }) {
  return (
    <FormSection
      title="Redes sociais"
      description="O endereço completo de cada perfil, começado por https://. Um campo vazio esconde o ícone dessa rede no site."
    >
      <div className="grid gap-4 md:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <FactField
            key={network}
            {...form.socialField(network)}
            label={NETWORKS[network].label}
            type="url"
            maxLength={BUSINESS_FACT_LIMITS.url}
            placeholder={NETWORKS[network].example}
          />
        ))}
      </div>
    </FormSection>
  );
}
