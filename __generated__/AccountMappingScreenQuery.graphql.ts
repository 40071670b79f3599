/**
 * @generated SignedSource<<ceef59dd1cb420311ee58b9f8d7b7bd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_account_type_enum = "payment" | "receipt" | "%future added value";
export type AccountMappingScreenQuery$variables = {
  clientId: string;
};
export type AccountMappingScreenQuery$data = {
  readonly accounts: ReadonlyArray<{
    readonly code: string;
    readonly id: string;
    readonly is_cash: boolean;
    readonly mappings: ReadonlyArray<{
      readonly account_id: string;
      readonly valid_from: string;
    }>;
    readonly name: string;
    readonly unmapped_aggregate: {
      readonly aggregate: {
        readonly sum: {
          readonly cash_effect: string | null | undefined;
        } | null | undefined;
      } | null | undefined;
    };
  }>;
  readonly categories: ReadonlyArray<{
    readonly client_account: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly number: string;
    readonly type: accounting_account_type_enum;
  }>;
  readonly total: {
    readonly aggregate: {
      readonly sum: {
        readonly cash_effect: string | null | undefined;
      } | null | undefined;
    } | null | undefined;
  };
};
export type AccountMappingScreenQuery = {
  response: AccountMappingScreenQuery$data;
  variables: AccountMappingScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = {
  "_eq": true
},
v2 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "_eq",
      "variableName": "clientId"
    }
  ],
  "kind": "ObjectValue",
  "name": "client_id"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "accounting_unmapped_activity_aggregate_fields",
    "kind": "LinkedField",
    "name": "aggregate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "accounting_unmapped_activity_sum_fields",
        "kind": "LinkedField",
        "name": "sum",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cash_effect",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v6 = {
  "fields": [
    (v2/*:: as any*/)
  ],
  "kind": "ObjectValue",
  "name": "where"
},
v7 = [
  {
    "alias": "accounts",
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "code": "asc"
        }
      },
      {
        "fields": [
          {
            "kind": "Literal",
            "name": "_or",
            "value": [
              {
                "nature": {
                  "_in": [
                    "cash_flow",
                    "result"
                  ]
                }
              },
              {
                "is_cash": (v1/*:: as any*/)
              },
              {
                "transactions": {
                  "cash_effect": {
                    "_is_null": false
                  }
                }
              }
            ]
          },
          {
            "kind": "Literal",
            "name": "analytic",
            "value": (v1/*:: as any*/)
          },
          (v2/*:: as any*/)
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_client_account",
    "kind": "LinkedField",
    "name": "accounting_client_account",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "is_cash",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "limit",
            "value": 1
          },
          {
            "kind": "Literal",
            "name": "order_by",
            "value": {
              "valid_from": "desc"
            }
          }
        ],
        "concreteType": "accounting_account_mapping",
        "kind": "LinkedField",
        "name": "mappings",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "account_id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "valid_from",
            "storageKey": null
          }
        ],
        "storageKey": "mappings(limit:1,order_by:{\"valid_from\":\"desc\"})"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "accounting_unmapped_activity_aggregate",
        "kind": "LinkedField",
        "name": "unmapped_aggregate",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "categories",
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "number": "asc"
        }
      },
      (v6/*:: as any*/)
    ],
    "concreteType": "accounting_account",
    "kind": "LinkedField",
    "name": "accounting_account",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "number",
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "client_account",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "total",
    "args": [
      (v6/*:: as any*/)
    ],
    "concreteType": "accounting_unmapped_activity_aggregate",
    "kind": "LinkedField",
    "name": "accounting_unmapped_activity_aggregate",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountMappingScreenQuery",
    "selections": (v7/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountMappingScreenQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "38584f0000c738ab8ffe984903ccde8a",
    "id": null,
    "metadata": {},
    "name": "AccountMappingScreenQuery",
    "operationKind": "query",
    "text": "query AccountMappingScreenQuery(\n  $clientId: uuid!\n) {\n  accounts: accounting_client_account(where: {client_id: {_eq: $clientId}, analytic: {_eq: true}, _or: [{nature: {_in: [cash_flow, result]}}, {is_cash: {_eq: true}}, {transactions: {cash_effect: {_is_null: false}}}]}, order_by: {code: asc}) {\n    id\n    code\n    name\n    is_cash\n    mappings(order_by: {valid_from: desc}, limit: 1) {\n      account_id\n      valid_from\n    }\n    unmapped_aggregate {\n      aggregate {\n        sum {\n          cash_effect\n        }\n      }\n    }\n  }\n  categories: accounting_account(where: {client_id: {_eq: $clientId}}, order_by: {number: asc}) {\n    id\n    number\n    name\n    client_account\n    type\n  }\n  total: accounting_unmapped_activity_aggregate(where: {client_id: {_eq: $clientId}}) {\n    aggregate {\n      sum {\n        cash_effect\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c18504b8332901011dc04f89b3ea05fd";

export default node;
