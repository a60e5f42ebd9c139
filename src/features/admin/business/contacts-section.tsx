import { formatPhoneForDisplay, normalizePhone, phoneNumberProblem } from '#portable/phone-number.ts';
import { BUSINESS_FACT_LIMITS } from '#portable/business-facts/shape.ts';
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
  const { draft } = form;
  return (
    <FormSection title="Contactos">
      <div className="grid gap-4 md:grid-cols-2">
        <FactField
          {...form.textField('name')}
          label="Nome do negócio"
          maxLength={BUSINESS_FACT_LIMITS.name}
        />
        <FactField
          {...form.textField('whatsapp')}
          label="Número de WhatsApp"
          type="tel"
          inputMode="tel"
          maxLength={30}
          hint={whatsappHint(draft.whatsapp)}
        />
        <FactField
          {...form.textField('phone')}
          label="Número de telefone"
          type="tel"
          inputMode="tel"
          maxLength={30}
          hint={phoneHint(draft.phone)}
        />
        <FactField
          {...form.textField('email')}
          label="E-mail"
          type="email"
          inputMode="email"
          maxLength={BUSINESS_FACT_LIMITS.email}
        />
      </div>
    </FormSection>
  );
}
