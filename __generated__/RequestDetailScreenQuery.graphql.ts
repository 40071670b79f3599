/**
 * @generated SignedSource<<9e1183145d8c025de57da29fb84c7dc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
export type RequestDetailScreenQuery$variables = {
  requestId: string;
  userId: string;
};
export type RequestDetailScreenQuery$data = {
  readonly request: {
    readonly cancelled_at: string | null | undefined;
    readonly due_date: string;
    readonly id: string;
    readonly organization: {
      readonly organization_users: ReadonlyArray<{
        readonly role: portfolio_organization_role_enum;
      }>;
    };
    readonly responses: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ResponseReviewDrawer_response">;
    }>;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"CancelRequestAlert_request" | "MoveDueDateDialog_request" | "RequestFacts_request" | "ResponsesTable_request">;
  } | null | undefined;
};
export type RequestDetailScreenQuery = {
  response: RequestDetailScreenQuery$data;
  variables: RequestDetailScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "requestId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "requestId"
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
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "due_date",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancelled_at",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "portfolio_organization",
  "kind": "LinkedField",
  "name": "organization",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "fields": [
            {
              "fields": [
                {
                  "kind": "Variable",
                  "name": "_eq",
                  "variableName": "userId"
                }
              ],
              "kind": "ObjectValue",
              "name": "user_id"
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_organization_user",
      "kind": "LinkedField",
      "name": "organization_users",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "order_by",
    "value": [
      {
        "company": {
          "name_sort": "asc"
        }
      },
      {
        "company_id": "asc"
      }
    ]
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = [
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "en_name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pt_br_name",
  "storageKey": null
},
v13 = {
  "created_at": "asc"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created_at",
  "storageKey": null
},
v15 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestDetailScreenQuery",
    "selections": [
      {
        "alias": "request",
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_kpi_request",
        "kind": "LinkedField",
        "name": "portfolio_kpi_request_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "portfolio_kpi_response",
            "kind": "LinkedField",
            "name": "responses",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ResponseReviewDrawer_response"
              }
            ],
            "storageKey": "responses(order_by:[{\"company\":{\"name_sort\":\"asc\"}},{\"company_id\":\"asc\"}])"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RequestFacts_request"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResponsesTable_request"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MoveDueDateDialog_request"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CancelRequestAlert_request"
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
    "name": "RequestDetailScreenQuery",
    "selections": [
      {
        "alias": "request",
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_kpi_request",
        "kind": "LinkedField",
        "name": "portfolio_kpi_request_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "portfolio_kpi_response",
            "kind": "LinkedField",
            "name": "responses",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
                "concreteType": "portfolio_company",
                "kind": "LinkedField",
                "name": "company",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/)
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
                    "args": (v9/*:: as any*/),
                    "concreteType": "portfolio_kpi_request_metric",
                    "kind": "LinkedField",
                    "name": "metrics",
                    "plural": true,
                    "selections": [
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "accounting_indicator_kind",
                        "kind": "LinkedField",
                        "name": "metric",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
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
                  (v10/*:: as any*/),
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
                      (v13/*:: as any*/)
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
                      (v8/*:: as any*/),
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
                      (v13/*:: as any*/),
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
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "comment",
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "users",
                    "kind": "LinkedField",
                    "name": "actor",
                    "plural": false,
                    "selections": (v15/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": "events(order_by:[{\"created_at\":\"asc\"},{\"id\":\"asc\"}])"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mailed_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opened_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submitted_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approved_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "returned_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reminders_sent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "last_reminder_at",
                "storageKey": null
              }
            ],
            "storageKey": "responses(order_by:[{\"company\":{\"name_sort\":\"asc\"}},{\"company_id\":\"asc\"}])"
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
            "name": "send_on",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recurrence",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reminder_days",
            "storageKey": null
          },
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "users",
            "kind": "LinkedField",
            "name": "creator",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "portfolio_kpi_request_metric",
            "kind": "LinkedField",
            "name": "metrics",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "accounting_indicator_kind",
                "kind": "LinkedField",
                "name": "metric",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "metrics(order_by:[{\"position\":\"asc\"},{\"kind\":\"asc\"}])"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "87d06046a99ed8a1381c24dbf76da768",
    "id": null,
    "metadata": {},
    "name": "RequestDetailScreenQuery",
    "operationKind": "query",
    "text": "query RequestDetailScreenQuery(\n  $requestId: uuid!\n  $userId: uuid!\n) {\n  request: portfolio_kpi_request_by_pk(id: $requestId) {\n    id\n    title\n    due_date\n    cancelled_at\n    organization {\n      organization_users(where: {user_id: {_eq: $userId}}) {\n        role\n      }\n    }\n    responses(order_by: [{company: {name_sort: asc}}, {company_id: asc}]) {\n      id\n      ...ResponseReviewDrawer_response\n    }\n    ...RequestFacts_request\n    ...ResponsesTable_request\n    ...MoveDueDateDialog_request\n    ...CancelRequestAlert_request\n  }\n}\n\nfragment AnswersTable_response on portfolio_kpi_response {\n  request {\n    metrics(order_by: [{position: asc}, {kind: asc}]) {\n      kind\n      metric {\n        en_name\n        pt_br_name\n        unit\n      }\n    }\n  }\n  answers {\n    kind\n    value\n    text_value\n    note\n  }\n}\n\nfragment CancelRequestAlert_request on portfolio_kpi_request {\n  id\n  title\n}\n\nfragment MoveDueDateDialog_request on portfolio_kpi_request {\n  id\n  due_date\n  send_on\n}\n\nfragment RequestFacts_request on portfolio_kpi_request {\n  message\n  period_start\n  period_end\n  send_on\n  due_date\n  recurrence\n  reminder_days\n  created_at\n  cancelled_at\n  creator {\n    displayName\n  }\n  metrics(order_by: [{position: asc}, {kind: asc}]) {\n    kind\n    metric {\n      en_name\n      pt_br_name\n    }\n  }\n}\n\nfragment ResponseFiles_response on portfolio_kpi_response {\n  files(order_by: [{created_at: asc}]) {\n    id\n    file_id\n    file {\n      name\n      size\n    }\n  }\n}\n\nfragment ResponseHistory_response on portfolio_kpi_response {\n  events(order_by: [{created_at: asc}, {id: asc}]) {\n    id\n    kind\n    comment\n    created_at\n    actor {\n      displayName\n    }\n  }\n}\n\nfragment ResponseReviewDrawer_response on portfolio_kpi_response {\n  id\n  status\n  return_comment\n  company {\n    name\n  }\n  ...AnswersTable_response\n  ...ResponseFiles_response\n  ...ResponseHistory_response\n}\n\nfragment ResponsesTable_request on portfolio_kpi_request {\n  due_date\n  cancelled_at\n  responses(order_by: [{company: {name_sort: asc}}, {company_id: asc}]) {\n    id\n    status\n    mailed_at\n    opened_at\n    submitted_at\n    approved_at\n    returned_at\n    reminders_sent\n    last_reminder_at\n    company {\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "000f509f77979ea996d22f74a7c36353";

export default node;
