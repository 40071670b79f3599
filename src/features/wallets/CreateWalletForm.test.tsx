import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { asRole, interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

const MUTATION = 'useCreateWalletMutation';
/** Twenty characters, one of them accented: the longest name a wallet may have. */
const TWENTY = 'Fundo Ipê Agro 26 II';

/** Opens the wallets list, then the create-wallet dialog; returns the dialog and what the form sends. */
async function openDialog(answer?: Error) {
  const { environment } = openPortal(paths.myWallets, asRole('owner'));
  const sent = interceptOperation(environment, MUTATION, answer);
  fireEvent.click(await screen.findByRole('button', { name: 'Create wallet' }, COLD_RENDER));
  const dialog = await screen.findByRole('dialog', { name: 'Create wallet' });
  const field = (name: string) => within(dialog).getByRole<HTMLInputElement>('textbox', { name });
  const type = (name: string, value: string) => { fireEvent.change(field(name), { target: { value } }); };
  const submit = () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })); };
  return { dialog, field, type, submit, sent };
}

describe('<CreateWalletForm>', () => {
  it('counts the name\'s characters and refuses a 21st at once, sending nothing', async () => {
    const { dialog, field, type, submit, sent } = await openDialog();
    expect(TWENTY).toHaveLength(20);
    type('Name', TWENTY);
    expect(within(dialog).getByText('20 of 20 characters')).toBeTruthy();
    type('Name', `${TWENTY}I`);
    // The input takes the 21st character, so the rule is seen, not silently applied.
    expect(field('Name').value).toHaveLength(21);
    expect(within(dialog).getByText('Name must have at most 20 characters')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    submit();
    expect(within(dialog).getByText('Name must have at most 20 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('requires a name, and a valid CNPJ when one is typed', async () => {
    const { dialog, type, submit, sent } = await openDialog();
    type('Tax ID (CNPJ, optional)', '11.222.333/0001-80');
    submit();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('This CNPJ is not valid: check its digits')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a duplicate name refused by the server as "Name was already used", keeping what was typed', async () => {
    const duplicate = new GraphQLRequestError(MUTATION, [{
      code: 'constraint-violation',
      message: 'Uniqueness violation. duplicate key value violates unique constraint "wallet_organization_id_name_key"',
    }], 200);
    const { dialog, field, type, submit, sent } = await openDialog(duplicate);
    type('Name', 'Aurora FIP I');
    type('Group', 'Private equity');
    submit();
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(await within(dialog).findByText('Name was already used')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).not.toContain('Uniqueness');
    expect(field('Name').value).toBe('Aurora FIP I');
    expect(field('Group').value).toBe('Private equity');
    // Changing the name clears the server's word on the old one.
    type('Name', 'Aurora FIP II');
    expect(within(dialog).queryByText('Name was already used')).toBeNull();
  });

  it('creates a wallet: name trimmed, CNPJ normalized, segment, group and the selected organization', async () => {
    const { dialog, type, submit, sent } = await openDialog();
    type('Name', '  Aurora FIP III ');
    type('Tax ID (CNPJ, optional)', '12.abc.345/01de-35');
    type('Group', ' Private equity ');
    const segment = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Segment' });
    const [none, first] = within(segment).getAllByRole<HTMLOptionElement>('option');
    expect(none.textContent).toBe('No segment');
    fireEvent.change(segment, { target: { value: first.value } });
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Organization' }).value).toBe(ORGANIZATION_ID);
    submit();
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({
      object: {
        name: 'Aurora FIP III', tax_id: '12ABC34501DE35', segment_id: first.value, en_group_name: 'Private equity', pt_br_group_name: 'Private equity',
        organization_id: ORGANIZATION_ID,
      },
    });
    await waitFor(() => { expect(dialog.isConnected).toBe(false); });
    expect((await screen.findAllByText('Wallet Aurora FIP III created')).length).toBeGreaterThan(0);
  });

  it('sends no CNPJ, segment or group when they are left empty', async () => {
    const { type, submit, sent } = await openDialog();
    type('Name', 'Aurora Seed');
    submit();
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({
      object: { name: 'Aurora Seed', tax_id: null, segment_id: null, en_group_name: null, pt_br_group_name: null, organization_id: ORGANIZATION_ID },
    });
  });

  it('shows a permission refusal translated, above the buttons', async () => {
    const refused = new GraphQLRequestError(MUTATION, [{ code: 'permission-error', message: 'check constraint of an insert/update permission has failed' }], 200);
    const { dialog, type, submit } = await openDialog(refused);
    type('Name', 'Aurora Seed');
    submit();
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^You do not have permission/);
  });
});
