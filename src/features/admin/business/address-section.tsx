import { BUSINESS_FACT_LIMITS } from '@portable/business-facts/shape.ts';
import { FactField } from './fact-field.tsx';
import { FormSection } from './form-section.tsx';
import type { FactsForm } from './use-facts-form.ts';

export function AddressSection({ form }: { form: FactsForm }) {
  const { draft, errors, idOf } = form;
  return (
    <FormSection title="Morada e zona de serviço">
      <div className="grid gap-4 md:grid-cols-2">
        <FactField
          id={idOf('serviceArea')}
          label="Zona de serviço"
          className="md:col-span-2"
          value={draft.serviceArea}
          maxLength={BUSINESS_FACT_LIMITS.serviceArea}
          hint="Como o site nomeia a zona onde trabalha, por exemplo «Lisboa, Margem Sul e Área Metropolitana»."
          error={errors.serviceArea}
          onChange={(value) => form.setText('serviceArea', value)}
        />
        <FactField
          id={idOf('streetAddress')}
          label="Morada"
          className="md:col-span-2"
          value={draft.streetAddress}
          maxLength={BUSINESS_FACT_LIMITS.streetAddress}
          hint="Opcional: pode ficar vazia se trabalha só em casa dos clientes."
          error={errors.streetAddress}
          onChange={(value) => form.setText('streetAddress', value)}
        />
        <FactField
          id={idOf('postalCode')}
          label="Código postal"
          inputMode="numeric"
          value={draft.postalCode}
          maxLength={8}
          placeholder="1000-001"
          hint="Opcional, no formato 1000-001."
          error={errors.postalCode}
          onChange={(value) => form.setText('postalCode', value)}
        />
        <FactField
          id={idOf('locality')}
          label="Localidade"
          value={draft.locality}
          maxLength={BUSINESS_FACT_LIMITS.locality}
          error={errors.locality}
          onChange={(value) => form.setText('locality', value)}
        />
      </div>
    </FormSection>
  );
}
