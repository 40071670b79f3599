/**
 * @generated SignedSource<<f8f9a9d9ed54151a55e90593ffc4fed8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ManagementScreenQuery$variables = {
  clientId: string;
};
export type ManagementScreenQuery$data = {
  readonly client: {
    readonly id: string;
    readonly last_data_imported_at: string | null | undefined;
  } | null | undefined;
  readonly latest: ReadonlyArray<{
    readonly period_end: string | null | undefined;
  }>;
  readonly unmapped: {
    readonly aggregate: {
      readonly sum: {
        readonly cash_effect: string | null | undefined;
      } | null | undefined;
    } | null | undefined;
  };
  readonly unmappedAccounts: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
};
export type ManagementScreenQuery = {
  response: ManagementScreenQuery$data;
  variables: ManagementScreenQuery$variables;
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
v2 = [
  {
    "alias": "client",
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "clientId"
      }
    ],
    "concreteType": "portfolio_client",
    "kind": "LinkedField",
    "name": "portfolio_client_by_pk",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "last_data_imported_at",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "latest",
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
          "period_end": "desc_nulls_last"
        }
      },
      {
        "fields": [
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "status",
            "value": {
              "_eq": "applied"
            }
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_import_batch",
    "kind": "LinkedField",
    "name": "accounting_import_batch",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "period_end",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "unmapped",
    "args": [
      {
        "fields": [
          (v1/*:: as any*/)
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_unmapped_activity_aggregate",
    "kind": "LinkedField",
    "name": "accounting_unmapped_activity_aggregate",
    "plural": false,
    "selections": [
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
    "storageKey": null
  },
  {
    "alias": "unmappedAccounts",
    "args": [
      {
        "fields": [
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "unmapped",
            "value": {}
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_client_account_aggregate",
    "kind": "LinkedField",
    "name": "accounting_client_account_aggregate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "accounting_client_account_aggregate_fields",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ManagementScreenQuery",
    "selections": (v2/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManagementScreenQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "19fbc8ea1c39edb67f10eaf03593c640",
    "id": null,
    "metadata": {},
    "name": "ManagementScreenQuery",
    "operationKind": "query",
    "text": "query ManagementScreenQuery(\n  $clientId: uuid!\n) {\n  client: portfolio_client_by_pk(id: $clientId) {\n    id\n    last_data_imported_at\n  }\n  latest: accounting_import_batch(where: {client_id: {_eq: $clientId}, status: {_eq: applied}}, order_by: {period_end: desc_nulls_last}, limit: 1) {\n    period_end\n  }\n  unmapped: accounting_unmapped_activity_aggregate(where: {client_id: {_eq: $clientId}}) {\n    aggregate {\n      sum {\n        cash_effect\n      }\n    }\n  }\n  unmappedAccounts: accounting_client_account_aggregate(where: {client_id: {_eq: $clientId}, unmapped: {}}) {\n    aggregate {\n      count\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "357e7c9d09c265d861d319bc71d4e9c1";

export default node;
