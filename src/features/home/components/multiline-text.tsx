import { Fragment } from 'react';

/**
 * A text the owner wrote, with its line breaks kept as <br>: plain text only, so whatever else
 * it holds (HTML, markdown) shows as the characters it is. Without a line break it is the text
 * alone, as the page rendered it before the owner could edit it.
 */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split('\n');
  if (lines.length === 1) return text;
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}
