import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { MultilineText } from '#src/features/home/components/multiline-text.tsx';
import { Icon } from '#src/features/home/icons/icon.tsx';

/**
 * The questions as native disclosures sharing one `name`: the browser keeps one answer open at
 * a time and closes the open one when its question is clicked, from the HTML alone. An island,
 * so the questions and answers the owner edits in /admin follow live.
 */
export default function FaqQuestions() {
  const { faq } = usePageTexts();
  return (
    <div className="space-y-3">
      {faq.items.map((item, index) => (
        <details key={index} name="faq" className="group faq-item">
          <summary className="faq-question">
            {item.question}
            <span className="faq-chevron">
              <Icon name="chevron-down" size={20} />
            </span>
          </summary>
          <p className="faq-answer">
            <MultilineText text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
