import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { doneProgress } from '../lib/progress.ts';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { useTabs } from '../stores/tabs.ts';
// The application kinds, registered as the shell registers them (app/views.ts).
import '../app/application-kinds.ts';

// antd's responsive utilities (Grid, Flex gap checks, breakpoints) call matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's Tabs, Table and overflow menus observe their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// findBy*/waitFor give up after 1 s by default. What they wait for is a render, not a deadline: on a
// loaded 2-core machine a lazy page can take many seconds, so they wait up to a minute.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => cleanup());

// The progress bar (SPEC 4) fades out on its own timers after done(). A file whose last test
// navigated leaves them pending, and they must run while jsdom's document still exists.
afterAll(async () => {
  doneProgress();
  await vi.waitFor(
    () => {
      if (document.getElementById('nprogress')) throw new Error('the progress bar is still fading out');
    },
    { timeout: 60_000, interval: 50 },
  );
});

// The files share one page and one module graph (isolate: false in vitest.config.ts): each file ends
// by leaving what a fresh page has, with nothing stored and the stores as first created.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  useSession.setState(useSession.getInitialState(), true);
  useSettings.setState(useSettings.getInitialState(), true);
  useTabs.setState(useTabs.getInitialState(), true);
});
