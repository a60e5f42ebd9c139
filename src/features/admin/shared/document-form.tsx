import type { ReactNode, RefObject } from 'react';

interface DocumentFormProps {
  form: { save: () => void };
  formRef: RefObject<HTMLFormElement | null>;
  className: string;
  children: ReactNode;
}

/**
 * The form of one of the owner's documents: submitting saves it. noValidate: the shared
 * validator checks every field and says what is wrong in pt-PT.
 */
export function DocumentForm({ form, formRef, className, children }: DocumentFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        form.save();
      }}
    >
      {children}
    </form>
  );
}
