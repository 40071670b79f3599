/**
 * @generated SignedSource<<df7c3b4b6a7c5db880a0169760d36b44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestsScreenQuery$variables = {
  organizationId: string;
  userId: string;
};
export type RequestsScreenQuery$data = {
  readonly organization: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CompletionBoard_query" | "NewRequestForm_query" | "RequestsTable_query" | "useSelectedOrganizationRole_query">;
};
export type RequestsScreenQuery = {
  response: RequestsScreenQuery$data;
  variables: RequestsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
  "alias": "organization",
  "args": [
    {
      "kind": "Variable",
      "name": "id",
      "variableName": "organizationId"
    }
  ],
  "concreteType": "portfolio_organization",
  "kind": "LinkedField",
  "name": "portfolio_organization_by_pk",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "_eq",
      "variableName": "organizationId"
    }
  ],
  "kind": "ObjectValue",
  "name": "organization_id"
},
v6 = {
  "kind": "Literal",
  "name": "order_by",
  "value": [
    {
      "due_date": "desc"
    },
    {
      "created_at": "desc"
    }
  ]
},
v7 = [
  (v5/*:: as any*/)
],
v8 = {
  "fields": (v7/*:: as any*/),
  "kind": "ObjectValue",
  "name": "where"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "due_date",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v12 = {
  "_is_null": true
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestsScreenQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useSelectedOrganizationRole_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RequestsTable_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CompletionBoard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NewRequestForm_query"
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequestsScreenQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": "selectedOrganizationMembership",
        "args": [
          {
            "kind": "Literal",
            "name": "limit",
            "value": 1
          },
          {
            "fields": [
              (v5/*:: as any*/),
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
        "name": "portfolio_organization_user",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "requests",
        "args": [
          (v6/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "concreteType": "portfolio_kpi_request",
        "kind": "LinkedField",
        "name": "portfolio_kpi_request",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v9/*:: as any*/),
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
          (v10/*:: as any*/),
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
            "name": "cancelled_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_kpi_response",
            "kind": "LinkedField",
            "name": "responses",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "boardRequests",
        "args": [
          {
            "kind": "Literal",
            "name": "limit",
            "value": 12
          },
          (v6/*:: as any*/),
          {
            "fields": [
              {
                "kind": "Literal",
                "name": "cancelled_at",
                "value": (v12/*:: as any*/)
              },
              (v5/*:: as any*/)
            ],
            "kind": "ObjectValue",
            "name": "where"
          }
        ],
        "concreteType": "portfolio_kpi_request",
        "kind": "LinkedField",
        "name": "portfolio_kpi_request",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_kpi_response",
            "kind": "LinkedField",
            "name": "responses",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_company",
                "kind": "LinkedField",
                "name": "company",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "requestCompanies",
        "args": [
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              {
                "name_sort": "asc"
              },
              {
                "name": "asc"
              },
              {
                "id": "asc"
              }
            ]
          },
          (v8/*:: as any*/)
        ],
        "concreteType": "portfolio_company",
        "kind": "LinkedField",
        "name": "portfolio_company",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_company_contact_aggregate",
            "kind": "LinkedField",
            "name": "contacts_aggregate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_company_contact_aggregate_fields",
                "kind": "LinkedField",
                "name": "aggregate",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "metricLibrary",
        "args": [
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              {
                "position": "asc"
              },
              {
                "en_name": "asc"
              }
            ]
          },
          {
            "fields": [
              {
                "items": [
                  {
                    "kind": "Literal",
                    "name": "_or.0",
                    "value": {
                      "organization_id": (v12/*:: as any*/)
                    }
                  },
                  {
                    "fields": (v7/*:: as any*/),
                    "kind": "ObjectValue",
                    "name": "_or.1"
                  }
                ],
                "kind": "ListValue",
                "name": "_or"
              }
            ],
            "kind": "ObjectValue",
            "name": "where"
          }
        ],
        "concreteType": "accounting_indicator_kind",
        "kind": "LinkedField",
        "name": "accounting_indicator_kind",
        "plural": true,
        "selections": [
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
          },
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
            "name": "organization_id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "62068d04c496c48d3f8d686daeccd4e1",
    "id": null,
    "metadata": {},
    "name": "RequestsScreenQuery",
    "operationKind": "query",
    "text": "query RequestsScreenQuery(\n  $organizationId: uuid!\n  $userId: uuid!\n) {\n  organization: portfolio_organization_by_pk(id: $organizationId) {\n    id\n    name\n  }\n  ...useSelectedOrganizationRole_query\n  ...RequestsTable_query\n  ...CompletionBoard_query\n  ...NewRequestForm_query\n}\n\nfragment CompletionBoard_query on query_root {\n  boardRequests: portfolio_kpi_request(where: {organization_id: {_eq: $organizationId}, cancelled_at: {_is_null: true}}, order_by: [{due_date: desc}, {created_at: desc}], limit: 12) {\n    id\n    title\n    due_date\n    responses {\n      id\n      status\n      company {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment NewRequestForm_query on query_root {\n  requestCompanies: portfolio_company(where: {organization_id: {_eq: $organizationId}}, order_by: [{name_sort: asc}, {name: asc}, {id: asc}]) {\n    id\n    name\n    contacts_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n  metricLibrary: accounting_indicator_kind(where: {_or: [{organization_id: {_is_null: true}}, {organization_id: {_eq: $organizationId}}]}, order_by: [{position: asc}, {en_name: asc}]) {\n    value\n    en_name\n    pt_br_name\n    en_definition\n    pt_br_definition\n    unit\n    organization_id\n  }\n}\n\nfragment RequestsTable_query on query_root {\n  requests: portfolio_kpi_request(where: {organization_id: {_eq: $organizationId}}, order_by: [{due_date: desc}, {created_at: desc}]) {\n    id\n    title\n    period_start\n    period_end\n    send_on\n    due_date\n    recurrence\n    cancelled_at\n    responses {\n      id\n      status\n    }\n  }\n}\n\nfragment useSelectedOrganizationRole_query on query_root {\n  selectedOrganizationMembership: portfolio_organization_user(where: {organization_id: {_eq: $organizationId}, user_id: {_eq: $userId}}, limit: 1) {\n    id\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c91f4b25ceb49d71b19c035b5d8b19d";

export default node;
