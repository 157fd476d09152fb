import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WholeNumbers } from './whole-numbers.tsx';

describe('WholeNumbers (issue 22 §13: numbers do not wrap)', () => {
  it('keeps every date, date and time, and number of a sentence on one line, the words between free to wrap', () => {
    render(<WholeNumbers text="Sick leave, 2026-09-12 to 2026-10-01, 20 days (2026-09-10 12:00:00), 1,234.5 or 85%" />);
    for (const number of ['2026-09-12', '2026-10-01', '20', '2026-09-10 12:00:00', '1,234.5', '85%']) {
      expect(screen.getByText(number).style.whiteSpace).toBe('nowrap');
    }
    expect(screen.getByText(/Sick leave,\s+to\s+,\s+days/).style.whiteSpace).toBe('');
  });

  it('leaves a text without numbers of two digits or more as it is', () => {
    render(<WholeNumbers text="病假，共 1 天" />);
    expect(screen.getByText('病假，共 1 天').style.whiteSpace).toBe('');
  });
});
