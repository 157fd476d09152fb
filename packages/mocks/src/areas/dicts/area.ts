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
    const dicts = store.slice(dictsSlice);
    for (const [dictName, entries, english] of seedDictionaries()) dicts.define(dictName, entries, english);
  },
  handlers: dictHandlers,
  access: dictAccess,
  menus: dictMenus,
});
