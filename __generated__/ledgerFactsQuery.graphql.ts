/**
 * @generated SignedSource<<47a398a1074a75232264e199867a00a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_account_nature_enum = "asset" | "cash_flow" | "equity" | "liability" | "memorandum" | "other" | "result" | "%future added value";
export type ledgerFactsQuery$variables = {
  clientId: string;
  from: string;
  to: string;
};
export type ledgerFactsQuery$data = {
  readonly accounts: ReadonlyArray<{
    readonly aggregation_code: string | null | undefined;
    readonly analytic: boolean;
    readonly code: string;
    readonly id: string;
    readonly level: number | null | undefined;
    readonly name: string;
    readonly nature: accounting_account_nature_enum;
    readonly parent_id: string | null | undefined;
  }>;
  readonly balances: ReadonlyArray<{
    readonly client_account_id: string | null | undefined;
    readonly closing: string | null | undefined;
    readonly closing_entries: string | null | undefined;
    readonly credits: string | null | undefined;
    readonly debits: string | null | undefined;
    readonly month: string | null | undefined;
    readonly opening: string | null | undefined;
  }>;
};
export type ledgerFactsQuery = {
  response: ledgerFactsQuery$data;
  variables: ledgerFactsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
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
    "alias": "accounts",
    "args": [
      {
        "fields": [
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "nature",
            "value": {
              "_in": [
                "asset",
                "liability",
                "equity",
                "result",
                "other"
              ]
            }
          }
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
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nature",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "analytic",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "parent_id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "level",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aggregation_code",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "balances",
    "args": [
      {
        "fields": [
          (v1/*:: as any*/),
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_gte",
                "variableName": "from"
              },
              {
                "kind": "Variable",
                "name": "_lte",
                "variableName": "to"
              }
            ],
            "kind": "ObjectValue",
            "name": "month"
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_account_month",
    "kind": "LinkedField",
    "name": "accounting_account_month",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "client_account_id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "month",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "opening",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "debits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "credits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "closing",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "closing_entries",
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
    "name": "ledgerFactsQuery",
    "selections": (v2/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ledgerFactsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "6a3ad397e1022c00984c5d3efceedefc",
    "id": null,
    "metadata": {},
    "name": "ledgerFactsQuery",
    "operationKind": "query",
    "text": "query ledgerFactsQuery(\n  $clientId: uuid!\n  $from: date!\n  $to: date!\n) {\n  accounts: accounting_client_account(where: {client_id: {_eq: $clientId}, nature: {_in: [asset, liability, equity, result, other]}}) {\n    id\n    code\n    name\n    nature\n    analytic\n    parent_id\n    level\n    aggregation_code\n  }\n  balances: accounting_account_month(where: {client_id: {_eq: $clientId}, month: {_gte: $from, _lte: $to}}) {\n    client_account_id\n    month\n    opening\n    debits\n    credits\n    closing\n    closing_entries\n  }\n}\n"
  }
};
})();

(node as any).hash = "3bcb669f057a365e65ec983561900133";

export default node;
