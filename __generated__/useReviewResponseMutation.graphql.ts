/**
 * @generated SignedSource<<5791a82df9cbed5d161b633a6dc7e617>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type portfolio_kpi_response_set_input = {
  return_comment?: string | null | undefined;
  status?: string | null | undefined;
};
export type useReviewResponseMutation$variables = {
  id: string;
  set: portfolio_kpi_response_set_input;
};
export type useReviewResponseMutation$data = {
  readonly update_portfolio_kpi_response_by_pk: {
    readonly approved_at: string | null | undefined;
    readonly id: string;
    readonly returned_at: string | null | undefined;
    readonly status: string;
    readonly " $fragmentSpreads": FragmentRefs<"ResponseReviewDrawer_response">;
  } | null | undefined;
};
export type useReviewResponseMutation = {
  response: useReviewResponseMutation$data;
  variables: useReviewResponseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "set"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "_set",
    "variableName": "set"
  },
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "kind": "ObjectValue",
    "name": "pk_columns"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approved_at",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "returned_at",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v8 = {
  "created_at": "asc"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useReviewResponseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_kpi_response",
        "kind": "LinkedField",
        "name": "update_portfolio_kpi_response_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResponseReviewDrawer_response"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReviewResponseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_kpi_response",
        "kind": "LinkedField",
        "name": "update_portfolio_kpi_response_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
            "concreteType": "portfolio_company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
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
                "args": [
                  {
                    "kind": "Literal",
                    "name": "order_by",
                    "value": [
                      {
                        "position": "asc"
                      },
                      {
                        "kind": "asc"
                      }
                    ]
                  }
                ],
                "concreteType": "portfolio_kpi_request_metric",
                "kind": "LinkedField",
                "name": "metrics",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
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
                        "name": "unit",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "metrics(order_by:[{\"position\":\"asc\"},{\"kind\":\"asc\"}])"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_kpi_answer",
            "kind": "LinkedField",
            "name": "answers",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
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
                "value": [
                  (v8/*:: as any*/)
                ]
              }
            ],
            "concreteType": "portfolio_kpi_response_file",
            "kind": "LinkedField",
            "name": "files",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "size",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "files(order_by:[{\"created_at\":\"asc\"}])"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "order_by",
                "value": [
                  (v8/*:: as any*/),
                  {
                    "id": "asc"
                  }
                ]
              }
            ],
            "concreteType": "portfolio_kpi_response_event",
            "kind": "LinkedField",
            "name": "events",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "created_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "users",
                "kind": "LinkedField",
                "name": "actor",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "events(order_by:[{\"created_at\":\"asc\"},{\"id\":\"asc\"}])"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9ab06a3a610624b23156f48a5f453e09",
    "id": null,
    "metadata": {},
    "name": "useReviewResponseMutation",
    "operationKind": "mutation",
    "text": "mutation useReviewResponseMutation(\n  $id: uuid!\n  $set: portfolio_kpi_response_set_input!\n) {\n  update_portfolio_kpi_response_by_pk(pk_columns: {id: $id}, _set: $set) {\n    id\n    status\n    approved_at\n    returned_at\n    ...ResponseReviewDrawer_response\n  }\n}\n\nfragment AnswersTable_response on portfolio_kpi_response {\n  request {\n    metrics(order_by: [{position: asc}, {kind: asc}]) {\n      kind\n      metric {\n        en_name\n        pt_br_name\n        unit\n      }\n    }\n  }\n  answers {\n    kind\n    value\n    text_value\n    note\n  }\n}\n\nfragment ResponseFiles_response on portfolio_kpi_response {\n  files(order_by: [{created_at: asc}]) {\n    id\n    file_id\n    file {\n      name\n      size\n    }\n  }\n}\n\nfragment ResponseHistory_response on portfolio_kpi_response {\n  events(order_by: [{created_at: asc}, {id: asc}]) {\n    id\n    kind\n    comment\n    created_at\n    actor {\n      displayName\n    }\n  }\n}\n\nfragment ResponseReviewDrawer_response on portfolio_kpi_response {\n  id\n  status\n  return_comment\n  company {\n    name\n  }\n  ...AnswersTable_response\n  ...ResponseFiles_response\n  ...ResponseHistory_response\n}\n"
  }
};
})();

(node as any).hash = "7bb4cb92221cdd5f806794b0bfd3601e";

export default node;
