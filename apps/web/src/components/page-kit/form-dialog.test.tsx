import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { KitField } from './field-control.tsx';
import { FormDialog } from './form-dialog.tsx';

interface Values {
  name: string;
}
const fields: KitField<Values>[] = [{ name: 'name', label: 'pageKit.actions', kind: 'text', rules: [{ required: true }] }];

function mount(onSubmit: (values: Values) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <App>
      <FormDialog<Values> name="kit-dialog" open title="对话框" fields={fields} onSubmit={onSubmit} onClose={onClose} />
    </App>,
  );
  return { dialog: screen.getByRole('dialog', { name: '对话框' }), onClose };
}

// Issue 22: a press of OK either submits or says why not, and the reason stays next to what was typed.
describe('page kit form dialog', () => {
  it('keeps what was typed and says why when the submit fails with a fault of ours, and clears it on the next press', async () => {
    const onSubmit = vi.fn<(values: Values) => Promise<unknown>>().mockRejectedValueOnce(new TypeError('x is undefined')).mockResolvedValueOnce(undefined);
    const { dialog } = mount(onSubmit);
    fireEvent.change(within(dialog).getByLabelText('操作'), { target: { value: '张三' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('提交未完成，请重试');
    expect((within(dialog).getByLabelText('操作') as HTMLInputElement).value).toBe('张三');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(onSubmit).toHaveBeenLastCalledWith({ name: '张三' });
  });
});
