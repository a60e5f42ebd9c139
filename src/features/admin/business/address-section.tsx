import { BUSINESS_FACT_LIMITS } from '@portable/business-facts/shape.ts';
import { FactField } from './fact-field.tsx';
import { FormSection } from './form-section.tsx';
import type { FactsForm } from './use-facts-form.ts';

export function AddressSection({ form }: { form: FactsForm }) {
  const { draft, errors, idOf } = form;
  return (
    <FormSection title="Morada">
      <p className="mb-3 text-sm text-slate-700">
        A zona de serviço escreve-se em «Textos» (Rodapé), em cada língua da página.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
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
