import { BUSINESS_FACT_LIMITS } from '@portable/business-facts/shape.ts';
import { FactField } from './fact-field.tsx';
import { FormSection } from './form-section.tsx';
import type { FactsForm } from './use-facts-form.ts';

export function GoogleSection({ form }: { form: FactsForm }) {
  const { draft, errors, idOf } = form;
  return (
    <FormSection title="Google">
      <div className="grid gap-4 md:grid-cols-2">
        <FactField
          id={idOf('mapsUrl')}
          label="Link do Google Maps"
          className="md:col-span-2"
          type="url"
          inputMode="url"
          value={draft.mapsUrl}
          maxLength={BUSINESS_FACT_LIMITS.url}
          hint="A página do negócio no Google Maps: o site leva lá quem quer ler as avaliações ou ver o caminho."
          error={errors.mapsUrl}
          onChange={(value) => form.setText('mapsUrl', value)}
        />
        <FactField
          id={idOf('rating')}
          label="Classificação"
          inputMode="decimal"
          value={draft.rating}
          maxLength={8}
          hint="De 1,0 a 5,0, como aparece no Google (por exemplo 4,8)."
          error={errors.rating}
          onChange={(value) => form.setText('rating', value)}
        />
        <FactField
          id={idOf('reviewCount')}
          label="Número de avaliações"
          inputMode="numeric"
          value={draft.reviewCount}
          maxLength={9}
          hint="O total de avaliações no Google."
          error={errors.reviewCount}
          onChange={(value) => form.setText('reviewCount', value)}
        />
      </div>
    </FormSection>
  );
}
