/**
 * @generated SignedSource<<99653e318796e2de22fac5aab89adaea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type portfolio_kpi_request_set_input = {
  cancelled_at?: string | null | undefined;
  due_date?: string | null | undefined;
  message?: string | null | undefined;
  recurrence?: string | null | undefined;
  reminder_days?: unknown | null | undefined;
  title?: string | null | undefined;
};
export type useUpdateRequestMutation$variables = {
  id: string;
  set: portfolio_kpi_request_set_input;
};
export type useUpdateRequestMutation$data = {
  readonly update_portfolio_kpi_request_by_pk: {
    readonly cancelled_at: string | null | undefined;
    readonly due_date: string;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RequestFacts_request" | "ResponsesTable_request">;
  } | null | undefined;
};
export type useUpdateRequestMutation = {
  response: useUpdateRequestMutation$data;
  variables: useUpdateRequestMutation$variables;
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
  "name": "due_date",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancelled_at",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_kpi_request",
        "kind": "LinkedField",
        "name": "update_portfolio_kpi_request_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RequestFacts_request"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResponsesTable_request"
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
    "name": "useUpdateRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_kpi_request",
        "kind": "LinkedField",
        "name": "update_portfolio_kpi_request_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
            "name": "creator",
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
          },
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
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
                    "name": "en_name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pt_br_name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "metrics(order_by:[{\"position\":\"asc\"},{\"kind\":\"asc\"}])"
          },
          {
            "alias": null,
            "args": [
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_company",
                "kind": "LinkedField",
                "name": "company",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "responses(order_by:[{\"company\":{\"name_sort\":\"asc\"}},{\"company_id\":\"asc\"}])"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "705e998359763fc4a6dd8425dcece1ca",
    "id": null,
    "metadata": {},
    "name": "useUpdateRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateRequestMutation(\n  $id: uuid!\n  $set: portfolio_kpi_request_set_input!\n) {\n  update_portfolio_kpi_request_by_pk(pk_columns: {id: $id}, _set: $set) {\n    id\n    due_date\n    cancelled_at\n    ...RequestFacts_request\n    ...ResponsesTable_request\n  }\n}\n\nfragment RequestFacts_request on portfolio_kpi_request {\n  message\n  period_start\n  period_end\n  send_on\n  due_date\n  recurrence\n  reminder_days\n  created_at\n  cancelled_at\n  creator {\n    displayName\n  }\n  metrics(order_by: [{position: asc}, {kind: asc}]) {\n    kind\n    metric {\n      en_name\n      pt_br_name\n    }\n  }\n}\n\nfragment ResponsesTable_request on portfolio_kpi_request {\n  due_date\n  cancelled_at\n  responses(order_by: [{company: {name_sort: asc}}, {company_id: asc}]) {\n    id\n    status\n    mailed_at\n    opened_at\n    submitted_at\n    approved_at\n    returned_at\n    reminders_sent\n    last_reminder_at\n    company {\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bb415994480a7f4e71359dada684b963";

export default node;
