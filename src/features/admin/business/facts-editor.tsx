import { useRef } from 'react';
import { formatPhoneForDisplay } from '#portable/phone-number.ts';
import type { ContentHistory, ContentVersion } from '#src/features/admin/api/document-contents.ts';
import { SaveBar } from '#src/features/admin/shared/save-bar.tsx';
import { SavedStatusNote } from '#src/features/admin/shared/saved-status-note.tsx';
import { card } from '#src/features/admin/shared/ui-classes.ts';
import { useLeaveWarning } from '#src/features/admin/shared/use-leave-warning.ts';
import { DocumentForm } from '#src/features/admin/shared/document-form.tsx';
import { DocumentVersions } from '#src/features/admin/shared/document-versions.tsx';
import { AddressSection } from './address-section.tsx';
import { ContactsSection } from './contacts-section.tsx';
import { isShownBesideAField } from './draft-errors.ts';
import { FormError } from './field-error.tsx';
import { GoogleSection } from './google-section.tsx';
import { HoursSection } from './hours-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { SocialSection } from './social-section.tsx';
import { useFactsForm } from './use-facts-form.ts';

/** A version's name and phone, to tell it from the others. */
const nameAndPhoneOf = ({ facts }: ContentVersion<'business-facts'>) =>
  `${facts.name} · ${formatPhoneForDisplay(facts.phone)}`;

/** The form of the business facts, and their saved versions. */
export function FactsEditor({ data }: { data: ContentHistory<'business-facts'> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFactsForm(data.current, formRef);
  useLeaveWarning(form.dirty);
  const otherErrors = Object.entries(form.errors).filter(([key]) => !isShownBesideAField(key));

  return (
    <div className="space-y-4">
      <SavedStatusNote
        current={data.current}
        testId="facts-status-note"
        beforeFirstSave="Ainda não foram guardados dados aqui. Até ao primeiro «Guardar», o site mostra os dados da configuração com que foi publicado, e o formulário começa com eles."
      />
      <DocumentForm form={form} formRef={formRef} className="space-y-4">
        <ContactsSection form={form} />
        <AddressSection form={form} />
        <HoursSection form={form} />
        <SocialSection form={form} />
        <GoogleSection form={form} />
        <ReviewsSection form={form} />
        <div className={card}>
          <SaveBar form={form} newerVersionTestId="newer-facts-note">
            {otherErrors.map(([key, message]) => (
              <FormError key={key} message={message} />
            ))}
          </SaveBar>
        </div>
      </DocumentForm>
      <DocumentVersions data={data} form={form} subject="os dados do negócio" summary={nameAndPhoneOf} />
    </div>
  );
}
