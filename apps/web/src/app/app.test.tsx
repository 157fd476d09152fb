import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';

describe('the foundation page', () => {
  it('shows the product title in Chinese and English', () => {
    render(<App />);
    // getByRole only finds elements that are not hidden from the accessibility tree.
    expect(screen.getByRole('heading', { level: 1, name: '研究生教育管理系统' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Postgraduate Academic Affairs System' })).toBeTruthy();
  });

  it('says that the shell is under construction', () => {
    render(<App />);
    expect(screen.getByRole('alert').textContent).toContain('under construction');
  });
});
