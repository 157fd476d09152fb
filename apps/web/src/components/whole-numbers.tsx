import { Fragment } from 'react';

/**
 * A date with its time (2026-09-12 08:30:00), else digits with the separators they carry (2026-09-12,
 * 12:00, 1,234.5, 85%): one number to a reader, so never broken over two lines. Chromium breaks a date
 * after its hyphens in a narrow box (issue 22 §13: "2026-10-" then "01").
 */
const numberRun = /(\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?|\d[\d.,:/-]*\d%?)/;

/** `text` (a sentence of the server's, a summary) with each number in it kept on one line. */
export function WholeNumbers({ text }: { text: string }) {
  // split() with a capturing group puts each number at an odd index.
  const parts = text.split(numberRun);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
