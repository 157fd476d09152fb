import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';

describe('the foundation page', () => {
  it('shows the product title in Chinese and English', () => {
    render(<App />);
    expect(screen.getByText('研究生教育管理系统')).toBeTruthy();
    expect(screen.getByText('Postgraduate Academic Affairs System')).toBeTruthy();
  });
});
