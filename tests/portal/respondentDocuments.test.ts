/**
 * The no-login answer form talks to the engine as the kpi_respondent role, whose schema is not the one relay-compiler
 * checks the portal against (that is the investor's, schema.graphql). Its Relay query and its plain write documents
 * are validated here against the kpi_respondent schema the engine builds from the metadata, so a column the role
 * loses, or a write renamed, fails this test and not a company's submission.
 */
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ResponseViewQuery from '../../__generated__/ResponseViewQuery.graphql.ts';
import { createEngine, type Engine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { ATTACH_FILE, REMOVE_ATTACHMENT, SAVE_ANSWERS } from '../../src/features/respond/respondentDocuments.ts';
import { RESPONDENT_ROLE } from '../../src/features/respond/respondentEnvironment.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

describe('the answer form\'s operations against the kpi_respondent schema', () => {
  let database: TestDatabase;
  let engine: Engine;
  beforeAll(async () => {
    database = await testTargets()[0].create({ migrate: true });
    engine = await createEngine({ db: database.db, metadata: loadMetadata(), stringifyNumeric: true });
  });
  afterAll(async () => {
    engine.close();
    await database.drop();
  });

  const errorsOf = (text: string): string[] => validate(engine.schemaFor(RESPONDENT_ROLE), parse(text)).map((error) => error.message);

  it('reads the response with the query Relay compiled', () => {
    const text = ResponseViewQuery.params.text;
    expect(text).toContain('portfolio_kpi_response_by_pk');
    expect(errorsOf(text ?? '')).toEqual([]);
  });

  it.each([
    ['saves the answers and the status', SAVE_ANSWERS],
    ['attaches a file', ATTACH_FILE],
    ['removes an attachment', REMOVE_ATTACHMENT],
  ])('%s', (_name, text) => {
    expect(errorsOf(text)).toEqual([]);
  });

  it('would catch a document the role cannot run', () => {
    expect(errorsOf('mutation { insert_portfolio_kpi_request_one(object: {title: "x"}) { id } }')).not.toEqual([]);
  });
});
