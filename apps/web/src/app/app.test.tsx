import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './app.tsx';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'sys-auth-token=; path=/; max-age=0';
});

describe('the app signed out (SPEC 4)', () => {
  it('sends a deep link to sign-in with the original path as redirect', async () => {
    window.history.replaceState(null, '', '/xj/xjxx?page=2');
    render(<App />);
    expect(await screen.findByLabelText('用户名')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/xj/xjxx?page=2');
  });

  it('opens the white-listed demo page without signing in', async () => {
    window.history.replaceState(null, '', '/demo');
    render(<App />);
    expect(await screen.findByRole('heading', { name: '按钮演示' })).toBeTruthy();
    expect(screen.getAllByRole('note').length + screen.getAllByRole('alert').length).toBe(5);
    expect(window.location.pathname).toBe('/demo');
  });
});
