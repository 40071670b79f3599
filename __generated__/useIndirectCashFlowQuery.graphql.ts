/**
 * @generated SignedSource<<5d1e7783c7f1e0723129be823666ab5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_account_nature_enum = "asset" | "cash_flow" | "equity" | "liability" | "memorandum" | "other" | "result" | "%future added value";
export type accounting_cash_flow_section_enum = "financing" | "investment" | "operations" | "%future added value";
export type useIndirectCashFlowQuery$variables = {
  clientId: string;
  from: string;
  to: string;
};
export type useIndirectCashFlowQuery$data = {
  readonly accounts: ReadonlyArray<{
    readonly analytic: boolean;
    readonly code: string;
    readonly id: string;
    readonly is_cash: boolean;
    readonly mappings: ReadonlyArray<{
      readonly account: {
        readonly section: accounting_cash_flow_section_enum;
      };
      readonly valid_from: string;
    }>;
    readonly name: string;
    readonly nature: accounting_account_nature_enum;
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
export type useIndirectCashFlowQuery = {
  response: useIndirectCashFlowQuery$data;
  variables: useIndirectCashFlowQuery$variables;
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
          {
            "kind": "Literal",
            "name": "analytic",
            "value": {
              "_eq": true
            }
          },
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "is_cash",
            "value": {
              "_eq": false
            }
          },
          {
            "kind": "Literal",
            "name": "nature",
            "value": {
              "_in": [
                "asset",
                "liability",
                "equity",
                "result"
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
        "name": "is_cash",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "accounting_account_mapping",
        "kind": "LinkedField",
        "name": "mappings",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "valid_from",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "accounting_account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "section",
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
    "name": "useIndirectCashFlowQuery",
    "selections": (v2/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useIndirectCashFlowQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3eabd9df2eb3a070e88b02e5aae50f17",
    "id": null,
    "metadata": {},
    "name": "useIndirectCashFlowQuery",
    "operationKind": "query",
    "text": "query useIndirectCashFlowQuery(\n  $clientId: uuid!\n  $from: date!\n  $to: date!\n) {\n  accounts: accounting_client_account(where: {client_id: {_eq: $clientId}, analytic: {_eq: true}, is_cash: {_eq: false}, nature: {_in: [asset, liability, equity, result]}}) {\n    id\n    code\n    name\n    nature\n    analytic\n    is_cash\n    mappings {\n      valid_from\n      account {\n        section\n      }\n    }\n  }\n  balances: accounting_account_month(where: {client_id: {_eq: $clientId}, month: {_gte: $from, _lte: $to}}) {\n    client_account_id\n    month\n    opening\n    debits\n    credits\n    closing\n    closing_entries\n  }\n}\n"
  }
};
})();

(node as any).hash = "86ee00db2b70a950b7679c3e81e62e0c";

export default node;
