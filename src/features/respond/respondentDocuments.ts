/**
 * The respondent's writes as GraphQL documents of the kpi_respondent role's schema (see respondentApi.ts for why
 * they are not Relay mutations). tests/portal/respondentDocuments.test.ts validates each against that role's schema as the engine
 * builds it from the metadata, so a renamed column fails a test rather than the company's submission.
 */

/**
 * Every answer inserted or updated (the key is the response and the metric; the response comes from the token's
 * session variable), then the status: Hasura runs a mutation's root fields in order, in one transaction, so a
 * refused submission (a required metric left empty) keeps neither.
 */
export const SAVE_ANSWERS = `mutation RespondentSaveAnswers($responseId: uuid!, $status: String!, $answers: [portfolio_kpi_answer_insert_input!]!) {
  insert_portfolio_kpi_answer(objects: $answers, on_conflict: {constraint: kpi_answer_pkey, update_columns: [value, text_value, note]}) {
    affected_rows
  }
  update_portfolio_kpi_response_by_pk(pk_columns: {id: $responseId}, _set: {status: $status}) {
    id
    status
  }
}`;

/** An uploaded file joins the response (the response comes from the session variable). */
export const ATTACH_FILE = `mutation RespondentAttachFile($fileId: uuid!) {
  insert_portfolio_kpi_response_file_one(object: {file_id: $fileId}) {
    id
  }
}`;

export const REMOVE_ATTACHMENT = `mutation RespondentRemoveAttachment($id: uuid!) {
  delete_portfolio_kpi_response_file_by_pk(id: $id) {
    id
  }
}`;
