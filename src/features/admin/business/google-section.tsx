import { BUSINESS_FACT_LIMITS } from '#portable/business-facts/shape.ts';
import { FactField } from './fact-field.tsx';
import { FormSection } from './form-section.tsx';
import type { FactsForm } from './use-facts-form.ts';

export function GoogleSection({ form }: { form: FactsForm }) {
  return (
    <FormSection title="Google">
      <div className="grid gap-4 md:grid-cols-2">
        <FactField
          {...form.textField('mapsUrl')}
          label="Link do Google Maps"
          className="md:col-span-2"
          type="url"
          maxLength={BUSINESS_FACT_LIMITS.url}
          hint="A página do negócio no Google Maps: o site leva lá quem quer ler as avaliações ou ver o caminho."
        />
        <FactField
          {...form.textField('rating')}
          label="Classificação"
          inputMode="decimal"
          maxLength={8}
          hint="De 1,0 a 5,0, como aparece no Google (por exemplo 4,8)."
        />
        <FactField
          {...form.textField('reviewCount')}
          label="Número de avaliações"
          inputMode="numeric"
          maxLength={9}
          hint="O total de avaliações no Google."
        />
      </div>
    </FormSection>
  );
}
