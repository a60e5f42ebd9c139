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

const whatsappHint = (number: string | null) =>
  `O número das conversas no WhatsApp${number ? `: abrem em wa.me/${number.slice(1)}.` : `. ${EXAMPLE}`}`;

const phoneHint = (number: string | null) =>
  `O número das chamadas. ${number ? `Aparece no site como ${formatPhoneForDisplay(number)}.` : EXAMPLE}`;

interface PhoneFieldProps {
  form: FactsForm;
  field: 'whatsapp' | 'phone';
  label: string;
  /** What the number does, said of the number as typed (null while it is not one yet). */
  hint: (number: string | null) => string;
}

/** A phone number as the owner types it, spaces and all; its hint follows what is typed. */
function PhoneField({ form, field, label, hint }: PhoneFieldProps) {
  return (
    <FactField
      {...form.textField(field)}
      label={label}
      type="tel"
      maxLength={30}
      hint={hint(typedNumber(form.draft[field]))}
    />
  );
}

export function ContactsSection({ form }: { form: FactsForm }) {
  return (
    <FormSection title="Contactos">
      <div className="grid gap-4 md:grid-cols-2">
        <FactField
          {...form.textField('name')}
          label="Nome do negócio"
          maxLength={BUSINESS_FACT_LIMITS.name}
        />
        <PhoneField form={form} field="whatsapp" label="Número de WhatsApp" hint={whatsappHint} />
        <PhoneField form={form} field="phone" label="Número de telefone" hint={phoneHint} />
        <FactField
          {...form.textField('email')}
          label="E-mail"
          type="email"
          maxLength={BUSINESS_FACT_LIMITS.email}
        />
      </div>
    </FormSection>
  );
}
