import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../relay/errors.ts';
import type { RespondConnection, RespondServices } from './respondConnection.ts';
import type { RespondentApi } from './respondentApi.ts';
import type { LinkRefusal, RespondentSession } from './respondentSession.ts';
import { RespondPage } from './RespondPage.tsx';

const RESPONSE_ID = 'b0000000-0000-4000-8000-000000000001';

const METRICS = [
  { kind: 'revenue', required: true, metric: { unit: 'currency', en_name: 'Revenue', pt_br_name: 'Receita', en_definition: 'Gross revenue billed in the period.', pt_br_definition: 'Receita bruta faturada no período.' } },
  { kind: 'headcount', required: true, metric: { unit: 'count', en_name: 'Headcount', pt_br_name: 'Número de funcionários', en_definition: 'People at the end of the period.', pt_br_definition: 'Pessoas no fim do período.' } },
  { kind: 'gross_margin', required: false, metric: { unit: 'percent', en_name: 'Gross margin', pt_br_name: 'Margem bruta', en_definition: 'Revenue minus COGS.', pt_br_definition: 'Receita menos CPV.' } },
  { kind: 'highlights', required: false, metric: { unit: 'text', en_name: 'Highlights', pt_br_name: 'Destaques', en_definition: 'What went well.', pt_br_definition: 'O que foi bem.' } },
];

interface Scenario {
  status?: string;
  returnComment?: string;
  answers?: { kind: string; value: string | null; text_value: string | null; note: string }[];
  dueDate?: string;
  files?: { id: string; file_id: string; file: { name: string } }[];
}

function resolvers({ status = 'opened', returnComment = '', answers = [], dueDate = '2026-08-15', files = [] }: Scenario): MockResolvers {
  return {
    portfolio_kpi_response: () => ({
      id: RESPONSE_ID, status, return_comment: returnComment, submitted_at: status === 'submitted' ? '2026-08-10T14:30:00Z' : null,
      company: { name: 'Cerrado Agrotech Ltda' },
      request: {
        title: 'Q2 2026 numbers', message: 'Please send the quarter\'s figures.', period_start: '2026-04-01', period_end: '2026-06-01',
        due_date: dueDate, metrics: METRICS,
      },
      answers,
      files,
    }),
  };
}

function fakeApi(): { [K in keyof RespondentApi]: ReturnType<typeof vi.fn<RespondentApi[K]>> } {
  return {
    saveAnswers: vi.fn<RespondentApi['saveAnswers']>().mockResolvedValue(),
    attach: vi.fn<RespondentApi['attach']>().mockResolvedValue('f1'),
    removeAttachment: vi.fn<RespondentApi['removeAttachment']>().mockResolvedValue(),
  };
}

/** Renders the page for a link whose session answers `result`, every query answered from `scenario`. */
function openLink(result: { session: Partial<RespondentSession> } | { refusal: LinkRefusal }, scenario: Scenario = {}, languages = ['en-US']) {
  const environment = createMockEnvironment();
  const answer = (): void => {
    environment.mock.queueOperationResolver((operation: OperationDescriptor) => {
      answer();
      return MockPayloadGenerator.generate(operation, resolvers(scenario));
    });
  };
  answer();
  const api = fakeApi();
  const connection: RespondConnection = { environment, api, tokens: { onRefused: () => () => undefined }, dispose: vi.fn() };
  const connect = vi.fn<RespondServices['connect']>().mockReturnValue(connection);
  const services: RespondServices = {
    openSession: vi.fn().mockResolvedValue('refusal' in result
      ? { ok: false, refusal: result.refusal }
      : { ok: true, session: { accessToken: 'jwt', expiresAt: 0, responseId: RESPONSE_ID, locale: null, status: 'opened', ...result.session } }),
    connect,
  };
  render(<RespondPage linkToken="link-token" services={services} today="2026-08-01" languages={languages} />);
  return { api, connect };
}

const field = (name: RegExp) => screen.findByRole('textbox', { name });

describe('<RespondPage>', () => {
  it('shows the request and each metric with its definition in the session\'s language', async () => {
    openLink({ session: { locale: 'pt-BR' } });
    expect(await screen.findByRole('heading', { name: 'Q2 2026 numbers' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cerrado Agrotech Ltda' })).toBeTruthy();
    expect(screen.getByText(/Período: abr\. de 2026 – jun\. de 2026/)).toBeTruthy();
    const revenue = await field(/^Receita/);
    expect(revenue.getAttribute('aria-required')).toBe('true');
    expect(revenue.getAttribute('placeholder')).toBe('ex.: 1.234,56');
    expect(screen.getByText('Receita bruta faturada no período.').id).toBe(revenue.getAttribute('aria-describedby'));
    expect(screen.queryByText('Atrasada')).toBeNull();
  });

  it('marks a request whose due date has passed as overdue', async () => {
    openLink({ session: { locale: 'en' } }, { dueDate: '2026-07-31' });
    expect(await screen.findByText('Overdue')).toBeTruthy();
  });

  it('saves a draft with every answer read in the language, keeping what is typed', async () => {
    const { api } = openLink({ session: { locale: 'pt-BR' } });
    fireEvent.change(await field(/^Receita/), { target: { value: '1.234.567,89' } });
    fireEvent.change(await field(/^Número de funcionários/), { target: { value: '42' } });
    fireEvent.change(await field(/^Destaques/), { target: { value: 'Dois contratos novos' } });
    expect(screen.queryByRole('textbox', { name: /^Observação sobre Receita/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar observação sobre Receita' }));
    const note = await field(/^Observação sobre Receita/);
    expect(document.activeElement).toBe(note);
    fireEvent.change(note, { target: { value: 'Sem impostos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => { expect(api.saveAnswers).toHaveBeenCalledTimes(1); });
    expect(api.saveAnswers).toHaveBeenCalledWith(RESPONSE_ID, [
      { kind: 'revenue', value: '1234567.89', textValue: null, note: 'Sem impostos' },
      { kind: 'headcount', value: '42', textValue: null, note: '' },
      { kind: 'gross_margin', value: null, textValue: null, note: '' },
      { kind: 'highlights', value: null, textValue: 'Dois contratos novos', note: '' },
    ], 'draft');
    expect(await screen.findByText(/Rascunho salvo/)).toBeTruthy();
    expect((await field(/^Receita/) as HTMLInputElement).value).toBe('1.234.567,89');
  });

  it('asks before the page is left with unsaved answers, and no longer once they are saved', async () => {
    openLink({ session: { locale: 'en' } });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.change(await field(/^Revenue/), { target: { value: '10' } });
    expect(leave()).toBe(true);
    expect(screen.getByText('You have changes that are not saved yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved/)).toBeTruthy();
    expect(leave()).toBe(false);
  });

  it('says what is wrong with a count or a percentage, in English and in Portuguese, and saves nothing', async () => {
    const { api } = openLink({ session: { locale: 'en' } });
    const headcount = await field(/^Headcount/);
    fireEvent.change(headcount, { target: { value: '12.5' } });
    fireEvent.change(await field(/^Gross margin/), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Type a whole number, without decimals.')).toBeTruthy();
    expect(screen.getByText('Type a percentage between -1000 and 1000.')).toBeTruthy();
    expect(screen.getByText(/2 answers need attention/).closest('[role="alert"]')).toBeTruthy();
    expect(headcount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(headcount);

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pt-BR' } });
    expect(await screen.findByText('Digite um número inteiro, sem casas decimais.')).toBeTruthy();
    expect(screen.getByText('Digite um percentual entre -1000 e 1000.')).toBeTruthy();
    expect(api.saveAnswers).not.toHaveBeenCalled();
  });

  it('asks for the required answers before sending, then sends after a confirmation', async () => {
    const { api } = openLink({ session: { locale: 'en' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send to the investor' }));
    expect(await screen.findAllByText('This answer is required.')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(await field(/^Revenue/), { target: { value: '1,000' } });
    fireEvent.change(await field(/^Headcount/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the investor' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Send your answers?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the investor' }));
    await waitFor(() => { expect(api.saveAnswers).toHaveBeenCalledTimes(1); });
    expect(api.saveAnswers.mock.calls[0]?.[2]).toBe('submitted');
    expect(api.saveAnswers.mock.calls[0]?.[1][0]).toEqual({ kind: 'revenue', value: '1000', textValue: null, note: '' });
  });

  it('says which required answers the server still misses, by their names in the language', async () => {
    const { api } = openLink({ session: { locale: 'pt-BR' } });
    api.saveAnswers.mockRejectedValue(new GraphQLRequestError('RespondentSaveAnswers', [
      { message: 'required metrics are not answered: revenue, headcount', code: 'constraint-violation' },
    ], 200));
    fireEvent.change(await field(/^Receita/), { target: { value: '10' } });
    fireEvent.change(await field(/^Número de funcionários/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar ao investidor' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar ao investidor' }));
    const alert = await screen.findByText('O investidor precisa destas respostas antes do envio: Receita e Número de funcionários.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect((await field(/^Receita/) as HTMLInputElement).value).toBe('10');
  });

  it('shows the investor\'s comment on a returned answer above the form, with the answers to fix', async () => {
    openLink({ session: { locale: 'en' } }, {
      status: 'returned', returnComment: 'Revenue looks like it includes taxes; please send it net.',
      answers: [{ kind: 'revenue', value: '1234.5000', text_value: null, note: '' }],
    });
    expect(await screen.findByText('The investor returned your answers with a comment')).toBeTruthy();
    expect(screen.getByText('Revenue looks like it includes taxes; please send it net.')).toBeTruthy();
    expect((await field(/^Revenue/) as HTMLInputElement).value).toBe('1,234.50');
    expect(screen.getByRole('button', { name: 'Send to the investor' })).toBeTruthy();
  });

  it('thanks the company after submission and shows what it sent, read-only', async () => {
    openLink({ session: { locale: 'en' } }, {
      status: 'submitted',
      answers: [
        { kind: 'revenue', value: '1234.5000', text_value: null, note: 'Net of taxes' },
        { kind: 'gross_margin', value: '12.5000', text_value: null, note: '' },
      ],
    });
    expect(await screen.findByText('Thank you! Your answers were sent')).toBeTruthy();
    expect(screen.getByText('1,234.50')).toBeTruthy();
    expect(screen.getByText('Note: Net of taxes')).toBeTruthy();
    expect(screen.getByText('12.5 %')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('shows an approved answer read-only', async () => {
    openLink({ session: { locale: 'pt-BR' } }, { status: 'approved' });
    expect(await screen.findByText('O investidor aprovou suas respostas')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lists the attached files and removes one by its button', async () => {
    const { api } = openLink({ session: { locale: 'en' } }, {
      files: [{ id: 'a0000000-0000-4000-8000-000000000001', file_id: 'f0000000-0000-4000-8000-000000000001', file: { name: 'DRE 3T.pdf' } }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove DRE 3T.pdf' }));
    await waitFor(() => { expect(api.removeAttachment).toHaveBeenCalledWith('a0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000001'); });
    expect(screen.getByLabelText('Attach a file…')).toBeTruthy();
  });

  it.each([
    ['link-expired', 'This link has expired', 'Este link expirou'],
    ['link-revoked', 'This request is no longer open', 'Esta solicitação não está mais aberta'],
    ['link-invalid', 'This link does not open a form', 'Este link não abre nenhum formulário'],
    ['too-many-requests', 'Too many attempts', 'Tentativas demais'],
  ] as const)('says %s in the browser\'s language, with what to do', async (refusal, english, portuguese) => {
    const { connect } = openLink({ refusal }, {}, ['pt-BR', 'en']);
    expect(await screen.findByText(portuguese)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(refusal === 'too-many-requests' ? /Aguarde/ : /investidor/);
    expect(connect).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
      await Promise.resolve();
    });
    expect(await screen.findByText(english)).toBeTruthy();
  });
});
