import { useRef } from 'react';
import type { BusinessFactsHistory } from '../api/business-facts-types.ts';
import { card } from '../shared/ui-classes.ts';
import { useLeaveWarning } from '../shared/use-leave-warning.ts';
import { AddressSection } from './address-section.tsx';
import { ContactsSection } from './contacts-section.tsx';
import { FactsStatusNote } from './facts-status-note.tsx';
import { FactsVersionHistory } from './facts-version-history.tsx';
import { GoogleSection } from './google-section.tsx';
import { HoursSection } from './hours-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { SaveBar } from './save-bar.tsx';
import { SocialSection } from './social-section.tsx';
import { useFactsForm } from './use-facts-form.ts';

/** The form of the business facts, and their saved versions. */
export function FactsEditor({ data }: { data: BusinessFactsHistory }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFactsForm(data.current, formRef);
  useLeaveWarning(form.dirty);

  return (
    <div className="space-y-4">
      <FactsStatusNote current={data.current} />
      {/* noValidate: the shared validator checks every field and says what is wrong in pt-PT */}
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.save();
        }}
      >
        <ContactsSection form={form} />
        <AddressSection form={form} />
        <HoursSection form={form} />
        <SocialSection form={form} />
        <GoogleSection form={form} />
        <ReviewsSection form={form} />
        <div className={card}>
          <SaveBar form={form} />
        </div>
      </form>
      <FactsVersionHistory
        versions={data.versions}
        currentVersion={data.current?.version ?? null}
        dirty={form.dirty}
        onRestored={form.adopt}
      />
    </div>
  );
}
