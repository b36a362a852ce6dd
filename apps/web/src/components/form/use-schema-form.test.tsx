import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { renderWithProviders } from '@/test/render';
import { FormModal } from './FormModal';
import { useSchemaForm, type TSchemaFormOptions, type TSchemas } from './use-schema-form';

type TValues = { name: string };
type TOptions = Partial<TSchemaFormOptions<TValues, { name: string }, unknown>>;

/** A faculty's name form, as the app's forms are built: the contract's schema checks it. */
function NameForm({ options, onClose }: { options: TOptions; onClose: () => void }) {
  const form = useSchemaForm<TValues, { name: string }>({
    initial: { name: '' },
    schema: (schemas) => schemas.ZFacultyInputSchema,
    toInput: (values) => ({ name: values.name.trim() }),
    send: () => Promise.resolve(),
    ...options,
  });
  return (
    <FormModal form={form} title="Faculteit" onClose={onClose} notice="Niet goed ingevuld">
      <TextInput label="Naam" {...form.text('name')} />
    </FormModal>
  );
}

async function setup(options: TOptions = {}) {
  const onClose = vi.fn();
  await renderWithProviders(<NameForm options={options} onClose={onClose} />);
  const name = screen.getByRole('textbox', { name: 'Naam' });
  const type = (value: string) => fireEvent.change(name, { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  return { onClose, name, type, save };
}

const refusal = (keys: Record<string, string[]>) =>
  new ApiError(422, { key: 'common.invalidData', keys });

describe('useSchemaForm', () => {
  it("checks the body with the contract's schema and sends nothing it refuses", async () => {
    const send = vi.fn(() => Promise.resolve());
    const { save } = await setup({ send });
    save();
    expect(await screen.findByText('Vul een naam in')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Niet goed ingevuld');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the body made of the values and reports the save', async () => {
    const send = vi.fn(() => Promise.resolve('saved'));
    const onSaved = vi.fn();
    const { type, save } = await setup({ send, onSaved });
    type('  Techniek ');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('saved', { name: 'Techniek' }));
    expect(send).toHaveBeenCalledWith({ name: 'Techniek' });
  });

  it('a double-click sends once', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    const { type, save } = await setup({ send, onSaved });
    type('Techniek');
    save();
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    save();
    answer();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("shows the server's 422 at its field, and a field the form does not show apart", async () => {
    const send = vi.fn(() =>
      Promise.reject(
        refusal({ name: ['faculties.nameTaken'], 'location_id.0': ['faculties.nameTooLong'] }),
      ),
    );
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('');
    const { type, save } = await setup({ send, failure: 'Opslaan mislukt' });
    type('Techniek');
    save();
    expect(await screen.findByText('Deze naam is hier al in gebruik')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Faculteit' });
    expect(within(dialog).getByText('De naam mag maximaal 100 tekens lang zijn')).toBeTruthy();
    // The toast says what failed; the fields say why.
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Opslaan mislukt' }));
  });

  it("a field's error goes when the field changes", async () => {
    const { type, save } = await setup();
    save();
    expect(await screen.findByText('Vul een naam in')).toBeTruthy();
    type('T');
    expect(screen.queryByText('Vul een naam in')).toBeNull();
  });

  it("a screen's own rule is checked too, and its words win for its field", async () => {
    const send = vi.fn(() => Promise.resolve());
    const { save } = await setup({ send, check: () => ({ name: 'Kies een andere naam' }) });
    save();
    expect(await screen.findByText('Kies een andere naam')).toBeTruthy();
    expect(screen.queryByText('Vul een naam in')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it("checks a body no schema describes with the screen's rule alone", async () => {
    const send = vi.fn(() => Promise.resolve());
    const check = vi.fn((input: { name: string }): Record<string, string> =>
      input.name.endsWith('.csv') ? {} : { name: 'Kies een csv-bestand' },
    );
    const { type, save } = await setup({ schema: undefined, check, send });
    save();
    expect(await screen.findByText('Kies een csv-bestand')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    // Longer than a faculty's name may be: no schema refuses it.
    const name = `${'x'.repeat(120)}.csv`;
    type(name);
    save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name }));
  });

  it('checks a body with the schema chosen for it (one of two bodies)', async () => {
    const send = vi.fn(() => Promise.resolve());
    // Short names take the faculty's rule, long ones the location's (its title).
    const schema = vi.fn((schemas: TSchemas, input: { name: string }) =>
      input.name.length > 3 ? schemas.ZFacultyInputSchema : schemas.ZLocationInputSchema,
    );
    const { type, save } = await setup({ send, schema });
    type('Tec');
    save();
    await waitFor(() => expect(schema).toHaveBeenCalledWith(expect.anything(), { name: 'Tec' }));
    expect(send).not.toHaveBeenCalled();
    type('Tech');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Tech' }));
  });

  it('says a refusal without field keys at the field the form names, and hands over the body', async () => {
    const tooLarge = new ApiError(413, { key: 'common.tooLarge' });
    const send = vi.fn(() => Promise.reject(tooLarge));
    const onRefused = vi.fn();
    const { type, save } = await setup({
      send,
      onRefused,
      refusalFields: (error): Record<string, string> =>
        error instanceof ApiError && error.status === 413 ? { name: 'Te groot' } : {},
    });
    type('Techniek');
    save();
    expect(await screen.findByText('Te groot')).toBeTruthy();
    expect(onRefused).toHaveBeenCalledWith(tooLarge, { name: 'Techniek' });
  });

  it('asks before closing with changes, and no longer after they are saved', async () => {
    const { onClose, type, save, name } = await setup();
    type('Techniek');
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verder bewerken' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).toBeNull(),
    );
    save();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Opslaan' }).hasAttribute('data-loading')).toBe(
        false,
      ),
    );
    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
