import { isApiError } from '@gs/sdk/errors';
import { Alert, App, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { reportError } from '../../lib/error-log.ts';
import { checkForm } from '../../lib/form-check.ts';

/**
 * Why a form's last press did not go through, kept in the form until the next press (issue 22: a press
 * always submits or says why not). The client's toast of a server refusal lasts three seconds; a user who
 * looked away, or a screenshot taken later, still finds the reason next to what they typed. A failure that
 * is not a refusal (a fault in our code) is said too, instead of leaving the press unanswered.
 */
export function useRefusal() {
  const t = useT();
  const { message } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const failed = useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        // The client has shown it as a toast (SPEC 8); the form keeps it.
        setRefusal(error.message);
        return;
      }
      reportError(error);
      void message.error(t('common.notSent'));
      setRefusal(t('common.notSent'));
    },
    [message, t],
  );
  const clear = useCallback(() => setRefusal(null), []);
  /** A check of the form that did not settle: said as a toast and kept in the form, as a refusal is. */
  const unanswered = useCallback(() => {
    void message.error(t('common.notSent'));
    setRefusal(t('common.notSent'));
  }, [message, t]);
  return { refusal, failed, clear, unanswered };
}

/**
 * A press of a form's submit button (issue 22: a press always submits or says why not): the form's rules
 * checked (`checkForm`), a check that did not settle said, then `send` with the values; a failure of `send`
 * kept as the refusal. Resolves to whether it was sent.
 */
export function useFormPress<V>(form: FormInstance<V>) {
  const { refusal, failed, clear, unanswered } = useRefusal();
  const press = useCallback(
    async (send: (values: V) => Promise<unknown>): Promise<boolean> => {
      clear();
      const values = await checkForm(form);
      // A field that fails its rules shows why under it; there is nothing to send.
      if (values === 'invalid') return false;
      if (values === 'unanswered') {
        unanswered();
        return false;
      }
      try {
        await send(values);
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [clear, failed, form, unanswered],
  );
  return { refusal, press, clear };
}

/** The reason of a refused press, above the form's fields. */
export function RefusalAlert({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />;
}
