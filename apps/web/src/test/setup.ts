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

// The fetch API beside jsdom is Node's, where the app's runs in a browser's. What differs matters to
// tests that render over the mock backend (test/mock-backend.tsx), and is made as a browser has it:
// - A browser resolves the client's relative URLs (`/api/...`) against the page's address; Node does not.
// - jsdom brings Headers, Blob, File and FormData classes of its own, which Node's fetch does not take
//   for its own (a file in a form goes out as the text "undefined") and MSW, while it listens, copies
//   as no headers at all: the page gets Node's, the ones its Request and Response use.
// - MSW replaces the global Request while it listens (it records the headers a request is made with);
//   the app's client took the class when it was created, so a request made through it is made by
//   whichever Request is global at the time.
// Installed once in a global scope, however many files come to share it.
const installed = Symbol.for('gs.test.fetch-as-in-a-browser');
if (!Reflect.has(globalThis, installed)) {
  const NodeRequest = globalThis.Request;
  // Node's Blob and File (the setup runs in Node beside jsdom); typed as the page's, which the app's
  // code is checked against, so that Node's types stay out of it.
  const buffer = 'node:buffer';
  const { Blob: NodeBlob, File: NodeFile } = (await import(/* @vite-ignore */ buffer)) as { Blob: typeof Blob; File: typeof File };
  const nodeFetchClasses = {
    Headers: new NodeRequest('http://localhost/').headers.constructor,
    Blob: NodeBlob,
    File: NodeFile,
    // Node's fetch makes it (Response is Node's: jsdom has none).
    FormData: (await new Response(new URLSearchParams()).formData()).constructor,
  };
  for (const [name, value] of Object.entries(nodeFetchClasses)) Object.defineProperty(globalThis, name, { writable: true, configurable: true, value });
  let delegating = false;
  const PageRequest: typeof Request = new Proxy(NodeRequest, {
    construct(target, [input, init]: [RequestInfo | URL, RequestInit | undefined], newTarget) {
      const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
      const current = globalThis.Request;
      if (current !== PageRequest && !delegating) {
        delegating = true;
        try {
          return Reflect.construct(current, [url, init]) as object;
        } finally {
          delegating = false;
        }
      }
      return Reflect.construct(target, [url, init], newTarget === PageRequest ? target : newTarget) as object;
    },
  });
  globalThis.Request = PageRequest;
  Object.defineProperty(globalThis, installed, { value: true });
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

// Each file ends by leaving what a fresh page has, with nothing stored and the stores as first created.
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
