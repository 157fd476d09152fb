import { memo } from 'react';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * A figure whose digits roll to a new value: each digit is a column of 0-9 moved with a transform (composited,
 * no layout), a column per place, so a change of 1,299 to 1,300 rolls the three places that changed. Under
 * reduced motion the columns jump (the CSS drops the transition). Screen readers read the figure once.
 */
export const RollingNumber = memo(function RollingNumber({ value, text }: { value: number; text?: string }) {
  const shown = text ?? value.toLocaleString('en-US');
  const places = [...shown];
  return (
    <span className="gs-screen-number" data-value={value}>
      <span className="gs-screen-sr">{shown}</span>
      <span className="gs-screen-digits" aria-hidden="true">
        {places.map((char, i) => {
          // Keyed from the right, so the ones stay the ones when the figure gains a place.
          const key = places.length - i;
          const digit = DIGITS.indexOf(char);
          if (digit < 0)
            return (
              <span key={key} className="gs-screen-char">
                {char}
              </span>
            );
          return (
            <span key={key} className="gs-screen-column">
              <span className="gs-screen-reel" style={{ transform: `translateY(${-digit * 10}%)` }}>
                {DIGITS.map((d) => (
                  <span key={d}>{d}</span>
                ))}
              </span>
            </span>
          );
        })}
      </span>
    </span>
  );
});
