/**
 * @generated SignedSource<<612a27e453f6873a59f7d705ff828f42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResponseViewQuery$variables = {
  id: string;
};
export type ResponseViewQuery$data = {
  readonly portfolio_kpi_response_by_pk: {
    readonly status: string;
    readonly " $fragmentSpreads": FragmentRefs<"AnswerForm_response" | "Attachments_response" | "RequestSummary_response" | "ResponseStatusNotice_response" | "SubmittedAnswers_response">;
  } | null | undefined;
};
export type ResponseViewQuery = {
  response: ResponseViewQuery$data;
  variables: ResponseViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResponseViewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_kpi_response",
        "kind": "LinkedField",
        "name": "portfolio_kpi_response_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RequestSummary_response"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResponseStatusNotice_response"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AnswerForm_response"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubmittedAnswers_response"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Attachments_response"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResponseViewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_kpi_response",
        "kind": "LinkedField",
        "name": "portfolio_kpi_response_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_kpi_request",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "period_start",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "period_end",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "due_date",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "order_by",
                    "value": {
                      "position": "asc"
                    }
                  }
                ],
                "concreteType": "portfolio_kpi_request_metric",
                "kind": "LinkedField",
                "name": "metrics",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "required",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "accounting_indicator_kind",
                    "kind": "LinkedField",
                    "name": "metric",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "unit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "en_name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pt_br_name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "en_definition",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pt_br_definition",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "metrics(order_by:{\"position\":\"asc\"})"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "return_comment",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "submitted_at",
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_kpi_answer",
            "kind": "LinkedField",
            "name": "answers",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text_value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "order_by",
                "value": {
                  "created_at": "asc"
                }
              }
            ],
            "concreteType": "portfolio_kpi_response_file",
            "kind": "LinkedField",
            "name": "files",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "file_id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "files",
                "kind": "LinkedField",
                "name": "file",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "files(order_by:{\"created_at\":\"asc\"})"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fa91760ef5a808b87328629fc1a9bce0",
    "id": null,
    "metadata": {},
    "name": "ResponseViewQuery",
    "operationKind": "query",
    "text": "query ResponseViewQuery(\n  $id: uuid!\n) {\n  portfolio_kpi_response_by_pk(id: $id) {\n    status\n    ...RequestSummary_response\n    ...ResponseStatusNotice_response\n    ...AnswerForm_response\n    ...SubmittedAnswers_response\n    ...Attachments_response\n  }\n}\n\nfragment AnswerForm_response on portfolio_kpi_response {\n  id\n  request {\n    metrics(order_by: {position: asc}) {\n      kind\n      required\n      metric {\n        unit\n        en_name\n        pt_br_name\n        en_definition\n        pt_br_definition\n      }\n    }\n  }\n  answers {\n    kind\n    value\n    text_value\n    note\n  }\n}\n\nfragment Attachments_response on portfolio_kpi_response {\n  files(order_by: {created_at: asc}) {\n    id\n    file_id\n    file {\n      name\n    }\n  }\n}\n\nfragment RequestSummary_response on portfolio_kpi_response {\n  status\n  company {\n    name\n  }\n  request {\n    title\n    message\n    period_start\n    period_end\n    due_date\n  }\n}\n\nfragment ResponseStatusNotice_response on portfolio_kpi_response {\n  status\n  return_comment\n  submitted_at\n}\n\nfragment SubmittedAnswers_response on portfolio_kpi_response {\n  request {\n    metrics(order_by: {position: asc}) {\n      kind\n      metric {\n        unit\n        en_name\n        pt_br_name\n      }\n    }\n  }\n  answers {\n    kind\n    value\n    text_value\n    note\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2fff4210fadbffc2e31a7bd84648714";

export default node;
