import { formatPhoneForDisplay, normalizePhone, phoneNumberProblem } from '@portable/phone-number.ts';
import { BUSINESS_FACT_LIMITS } from '@portable/business-facts/shape.ts';
import { FactField } from './fact-field.tsx';
import { FormSection } from './form-section.tsx';
import type { FactsForm } from './use-facts-form.ts';

const EXAMPLE = 'Por exemplo 910 000 000; de outro país, com + e o indicativo.';

/** The number as typed in E.164, or null while it is not a phone number yet. */
function typedNumber(input: string): string | null {
  const text = input.trim();
  return text === '' || phoneNumberProblem(text) ? null : normalizePhone(text);
}

function whatsappHint(input: string): string {
  const number = typedNumber(input);
  const where = number ? `: abrem em wa.me/${number.slice(1)}.` : `. ${EXAMPLE}`;
  return `O número das conversas no WhatsApp${where}`;
}

function phoneHint(input: string): string {
  const number = typedNumber(input);
  return `O número das chamadas. ${number ? `Aparece no site como ${formatPhoneForDisplay(number)}.` : EXAMPLE}`;
}

export function ContactsSection({ form }: { form: FactsForm }) {
  const { draft, errors, idOf } = form;
  return (
    <FormSection title="Contactos">
      <div className="grid gap-4 md:grid-cols-2">
        <FactField
          id={idOf('name')}
          label="Nome do negócio"
          value={draft.name}
          maxLength={BUSINESS_FACT_LIMITS.name}
          error={errors.name}
          onChange={(value) => form.setText('name', value)}
        />
        <FactField
          id={idOf('whatsapp')}
          label="Número de WhatsApp"
          type="tel"
          inputMode="tel"
          value={draft.whatsapp}
          maxLength={30}
          hint={whatsappHint(draft.whatsapp)}
          error={errors.whatsapp}
          onChange={(value) => form.setText('whatsapp', value)}
        />
        <FactField
          id={idOf('phone')}
          label="Número de telefone"
          type="tel"
          inputMode="tel"
          value={draft.phone}
          maxLength={30}
          hint={phoneHint(draft.phone)}
          error={errors.phone}
          onChange={(value) => form.setText('phone', value)}
        />
        <FactField
          id={idOf('email')}
          label="E-mail"
          type="email"
          inputMode="email"
          value={draft.email}
          maxLength={BUSINESS_FACT_LIMITS.email}
          error={errors.email}
          onChange={(value) => form.setText('email', value)}
        />
      </div>
    </FormSection>
  );
}
