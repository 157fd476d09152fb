import { defineArea } from '../area.ts';
import { dictAccess, dictMenus } from './access.ts';
import { seedDictionaries } from './data.ts';
import { dictHandlers } from './handlers.ts';
import { dictsSlice } from './store.ts';

/** Dictionaries (SPEC 3, 7): the coded values every other area labels its fields with. */
export const dictsArea = defineArea({
  name: 'dicts',
  slices: [dictsSlice],
  seed(store) {
    const { entries } = store.slice(dictsSlice);
    for (const entry of seedDictionaries()) entries.set(entry);
  },
  handlers: dictHandlers,
  access: dictAccess,
  menus: dictMenus,
});
