import { BUSINESS_FACT_LIMITS } from '#portable/business-facts/shape.ts';
import { FactField } from './fact-field.tsx';
import { FormSection } from './form-section.tsx';
import type { FactsForm } from './use-facts-form.ts';

export function AddressSection({ form }: { form: FactsForm }) {
  return (
    <FormSection title="Morada">
      <p className="mb-3 text-sm text-slate-700">
        A zona de serviço escreve-se em «Textos» (Rodapé), em cada língua da página.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <FactField
          {...form.textField('streetAddress')}
          label="Morada"
          className="md:col-span-2"
          maxLength={BUSINESS_FACT_LIMITS.streetAddress}
          hint="Opcional: pode ficar vazia se trabalha só em casa dos clientes."
        />
        <FactField
          {...form.textField('postalCode')}
          label="Código postal"
          inputMode="numeric"
          maxLength={8}
          placeholder="1000-001"
          hint="Opcional, no formato 1000-001."
        />
        <FactField
          {...form.textField('locality')}
          label="Localidade"
          maxLength={BUSINESS_FACT_LIMITS.locality}
        />
      </div>
    </FormSection>
  );
}
