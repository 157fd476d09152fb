import type { ApiClient } from '@gs/sdk/client';
import type { components } from '@gs/sdk/schema';
import { fireEvent, screen } from '@testing-library/react';

/** What the editors' tests share: the seed's term and offerings through the API, and antd's selects by keyboard text. */
export type Offering = components['schemas']['Offering'];

export async function currentTerm(client: ApiClient) {
  const terms = await client.get('/kernel/terms');
  const term = terms.find((item) => item.current);
  if (!term) throw new Error('the seed has a current term');
  return term;
}

export async function offeringsOf(client: ApiClient, term: string): Promise<Offering[]> {
  return (await client.get('/cloud-xj/api/pkgl/offerings', { params: { query: { term, size: 100_000 } } })).records;
}

export const offeringOf = (client: ApiClient, id: string) => client.get('/cloud-xj/api/pkgl/offerings/{id}', { params: { path: { id } } });

/** Opens an antd select named `label` (or the element given), types `typed` and clicks the first option whose title matches (the list is virtual). */
export async function pick(label: string | HTMLElement, typed: string, option: RegExp) {
  const box = typeof label === 'string' ? screen.getByRole('combobox', { name: label }) : label;
  fireEvent.mouseDown(box);
  if (typed) fireEvent.change(box, { target: { value: typed } });
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

/** The clash lines a page shows (each names the other offering and its dates). */
export const conflictLines = () => [...document.querySelectorAll('li.gs-tte-conflict')].map((li) => li.textContent ?? '');
