import type { FormInstance } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForm } from './form-check.ts';

/** A form whose checks answer in turn as given: a value, a rejection, or never. */
function formAnswering(...answers: ('never' | { values: object } | { errorFields: { errors: string[] }[]; outOfDate?: boolean })[]) {
  const validateFields = vi.fn(() => {
    const answer = answers.shift() ?? 'never';
    if (answer === 'never') return new Promise<never>(() => undefined);
    return 'values' in answer ? Promise.resolve(answer.values) : Promise.reject(answer);
  });
  return { form: { validateFields } as unknown as FormInstance<object>, validateFields };
}

afterEach(() => vi.useRealTimers());

describe('a press of a form (issue 22: it submits or says why not)', () => {
  it('checks again when a field changed while the form checked it, and sends what it finds then', async () => {
    const { form, validateFields } = formAnswering({ errorFields: [], outOfDate: true }, { values: { opinion: '同意' } });
    expect(await checkForm(form)).toEqual({ opinion: '同意' });
    expect(validateFields).toHaveBeenCalledTimes(2);
  });

  it('stops at a field that fails its rules', async () => {
    const { form } = formAnswering({ errorFields: [{ errors: ['请填写此项'] }] });
    expect(await checkForm(form)).toBe('invalid');
  });

  it('tells a check that never settles, after trying again, so that the press can say so', async () => {
    vi.useFakeTimers();
    const { form, validateFields } = formAnswering();
    const result = checkForm(form);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBe('unanswered');
    expect(validateFields).toHaveBeenCalledTimes(4);
  });
});
