/**
 * @generated SignedSource<<a48507b7cf82c20fc8abe726db34dd6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_account_nature_enum = "asset" | "cash_flow" | "equity" | "liability" | "memorandum" | "other" | "result" | "%future added value";
export type accounting_statement_kind_enum = "balance_sheet" | "income_statement" | "%future added value";
export type useLedgerBooksQuery$variables = {
  clientId: string;
  from: string;
  to: string;
  yearEnd: string;
  yearStart: string;
};
export type useLedgerBooksQuery$data = {
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
  readonly published: ReadonlyArray<{
    readonly closing: string;
    readonly code: string | null | undefined;
    readonly description: string;
    readonly grp: string;
    readonly id: string;
    readonly level: number;
    readonly line_kind: string;
    readonly parent_code: string | null | undefined;
    readonly period_end: string;
    readonly position: number;
    readonly statement: accounting_statement_kind_enum;
  }>;
};
export type useLedgerBooksQuery = {
  response: useLedgerBooksQuery$data;
  variables: useLedgerBooksQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "yearEnd"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "yearStart"
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closing",
  "storageKey": null
},
v10 = [
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
          (v5/*:: as any*/),
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
      (v6/*:: as any*/),
      (v7/*:: as any*/),
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
      (v8/*:: as any*/),
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
          (v5/*:: as any*/),
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
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "closing_entries",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "published",
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": [
          {
            "statement": "asc"
          },
          {
            "position": "asc"
          }
        ]
      },
      {
        "fields": [
          (v5/*:: as any*/),
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_gte",
                "variableName": "yearStart"
              },
              {
                "kind": "Variable",
                "name": "_lte",
                "variableName": "yearEnd"
              }
            ],
            "kind": "ObjectValue",
            "name": "period_end"
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_published_statement_line",
    "kind": "LinkedField",
    "name": "accounting_published_statement_line",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statement",
        "storageKey": null
      },
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "parent_code",
        "storageKey": null
      },
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "line_kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "grp",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "position",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "period_end",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLedgerBooksQuery",
    "selections": (v10/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useLedgerBooksQuery",
    "selections": (v10/*:: as any*/)
  },
  "params": {
    "cacheID": "886e9f8a89ab223b099ae64579b0224f",
    "id": null,
    "metadata": {},
    "name": "useLedgerBooksQuery",
    "operationKind": "query",
    "text": "query useLedgerBooksQuery(\n  $clientId: uuid!\n  $from: date!\n  $to: date!\n  $yearStart: date!\n  $yearEnd: date!\n) {\n  accounts: accounting_client_account(where: {client_id: {_eq: $clientId}, nature: {_in: [asset, liability, equity, result, other]}}, order_by: {code: asc}) {\n    id\n    code\n    name\n    nature\n    analytic\n    parent_id\n    level\n    aggregation_code\n  }\n  balances: accounting_account_month(where: {client_id: {_eq: $clientId}, month: {_gte: $from, _lte: $to}}) {\n    client_account_id\n    month\n    opening\n    debits\n    credits\n    closing\n    closing_entries\n  }\n  published: accounting_published_statement_line(where: {client_id: {_eq: $clientId}, period_end: {_gte: $yearStart, _lte: $yearEnd}}, order_by: [{statement: asc}, {position: asc}]) {\n    id\n    statement\n    code\n    parent_code\n    level\n    line_kind\n    grp\n    description\n    closing\n    position\n    period_end\n  }\n}\n"
  }
};
})();

(node as any).hash = "1bf6ef4df02129853a65d28dc5ee19c7";

export default node;
