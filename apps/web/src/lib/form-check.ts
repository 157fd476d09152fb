import type { FormInstance } from 'antd';

/** How long one check of a form may take before it counts as not answered (it takes milliseconds). */
const CHECK_LIMIT_MS = 2_000;
const ATTEMPTS = 4;

interface ValidateError {
  errorFields: { errors: string[] }[];
  outOfDate?: boolean;
}
const isValidateError = (error: unknown): error is ValidateError => typeof error === 'object' && error !== null && 'errorFields' in error;

/**
 * A press of a form's submit button, checked (issue 22: a press must either submit or say why not): the
 * values once the rules pass; `invalid` when a field fails them (the form shows why under it);
 * `unanswered` when no check settled, which the caller says. antd rejects a check that another one
 * overtook (a field changed while it ran: an upload that has just finished, a value typed a moment before
 * the press) with no field in error: that press was not refused, so it is checked again, as is a check
 * that neither passes nor fails in time.
 */
export async function checkForm<V>(form: FormInstance<V>): Promise<V | 'invalid' | 'unanswered'> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), CHECK_LIMIT_MS);
    });
    try {
      const result = await Promise.race([form.validateFields(), late]);
      if (result !== 'late') return result;
    } catch (error) {
      if (!isValidateError(error)) throw error;
      if (error.errorFields.some((field) => field.errors.length > 0)) return 'invalid';
    } finally {
      clearTimeout(timer);
    }
  }
  return 'unanswered';
}
