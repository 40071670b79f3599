import { describe, expect, it, vi } from 'vitest';
import type { TokenSource } from '../../relay/tokenSource.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import { respondentApi } from './respondentApi.ts';

const tokens: TokenSource = { isReady: () => true, getAccessToken: () => 'respondent-jwt', onTokenChanged: () => () => undefined };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The JSON body and headers of the `index`th call. */
function sent(send: ReturnType<typeof vi.fn<typeof fetch>>, index: number) {
  const [url, init] = send.mock.calls[index] ?? [];
  return { url, headers: init?.headers as Record<string, string>, body: typeof init?.body === 'string' ? JSON.parse(init.body) as unknown : init?.body };
}

describe('respondentApi', () => {
  it('upserts every answer and sets the status in one request, as the respondent', async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(json({
      data: { insert_portfolio_kpi_answer: { affected_rows: 2 }, update_portfolio_kpi_response_by_pk: { id: 'r1', status: 'draft' } },
    }));
    const api = respondentApi({ backendUrl: 'http://backend.test', tokens, fetch: send });
    await api.saveAnswers('r1', [
      { kind: 'revenue', value: '1234.56', textValue: null, note: 'net' },
      { kind: 'highlights', value: null, textValue: 'Two new clients', note: '' },
    ], 'draft');
    const { url, headers, body } = sent(send, 0);
    expect(url).toBe('http://backend.test/v1/graphql');
    expect(headers).toMatchObject({ Authorization: 'Bearer respondent-jwt', 'x-hasura-role': 'kpi_respondent' });
    expect(body).toMatchObject({
      operationName: 'RespondentSaveAnswers',
      variables: {
        responseId: 'r1',
        status: 'draft',
        answers: [
          { kind: 'revenue', value: '1234.56', text_value: null, note: 'net' },
          { kind: 'highlights', value: null, text_value: 'Two new clients', note: '' },
        ],
      },
    });
    expect((body as { query: string }).query).toContain('on_conflict: {constraint: kpi_answer_pkey, update_columns: [value, text_value, note]}');
  });

  it('refuses when the response is no longer the respondent\'s to change', async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(json({
      data: { insert_portfolio_kpi_answer: { affected_rows: 0 }, update_portfolio_kpi_response_by_pk: null },
    }));
    await expect(respondentApi({ backendUrl: 'http://b', tokens, fetch: send }).saveAnswers('r1', [], 'submitted'))
      .rejects.toBeInstanceOf(NotAllowedError);
  });

  it('uploads a file to the attachments bucket, then attaches it; a refused attachment deletes the file', async () => {
    const send = vi.fn<typeof fetch>()
      .mockResolvedValueOnce(json({ processedFiles: [{ id: 'file-1', name: 'dre.pdf' }] }, 201))
      .mockResolvedValueOnce(json({ data: { insert_portfolio_kpi_response_file_one: { id: 'row-1' } } }));
    const api = respondentApi({ backendUrl: 'http://b', tokens, fetch: send });
    expect(await api.attach(new File(['x'], 'dre.pdf', { type: 'application/pdf' }))).toBe('file-1');
    const upload = sent(send, 0);
    expect(upload.url).toBe('http://b/v1/storage/files');
    expect((upload.body as FormData).get('bucket-id')).toBe('kpi-attachments');
    expect(upload.headers).toMatchObject({ Authorization: 'Bearer respondent-jwt' });
    expect(sent(send, 1).body).toMatchObject({ operationName: 'RespondentAttachFile', variables: { fileId: 'file-1' } });

    send.mockReset();
    send
      .mockResolvedValueOnce(json({ processedFiles: [{ id: 'file-2' }] }, 201))
      .mockResolvedValueOnce(json({ errors: [{ message: 'check constraint of an insert permission has failed', extensions: { code: 'permission-error' } }] }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.attach(new File(['x'], 'late.pdf'))).rejects.toThrow();
    expect(sent(send, 2)).toMatchObject({ url: 'http://b/v1/storage/files/file-2' });
    expect(send.mock.calls[2]?.[1]?.method).toBe('DELETE');
  });
});
