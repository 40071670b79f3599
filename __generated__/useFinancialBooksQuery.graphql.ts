/**
 * @generated SignedSource<<40005b32230e221de32a72e46f93b8ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_account_type_enum = "payment" | "receipt" | "%future added value";
export type accounting_budget_kind_enum = "forecast" | "original" | "revised" | "%future added value";
export type accounting_cash_flow_section_enum = "financing" | "investment" | "operations" | "%future added value";
export type useFinancialBooksQuery$variables = {
  clientId: string;
  from: string;
  to: string;
};
export type useFinancialBooksQuery$data = {
  readonly budgets: ReadonlyArray<{
    readonly account_id: string;
    readonly month: string;
    readonly value: string;
    readonly version_id: string;
  }>;
  readonly categories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly number: string;
    readonly section: accounting_cash_flow_section_enum;
    readonly type: accounting_account_type_enum;
  }>;
  readonly client: {
    readonly id: string;
    readonly last_data_imported_at: string | null | undefined;
  } | null | undefined;
  readonly entries: ReadonlyArray<{
    readonly account_id: string;
    readonly month: string;
    readonly value: string;
  }>;
  readonly positions: ReadonlyArray<{
    readonly accounts: number | null | undefined;
    readonly as_of: string | null | undefined;
    readonly closing: string | null | undefined;
    readonly month: string | null | undefined;
    readonly opening: string | null | undefined;
    readonly sources: string | null | undefined;
  }>;
  readonly unmapped: ReadonlyArray<{
    readonly cash_effect: string | null | undefined;
    readonly client_account_id: string | null | undefined;
    readonly month: string | null | undefined;
  }>;
  readonly versions: ReadonlyArray<{
    readonly id: string;
    readonly is_plan_of_record: boolean;
    readonly kind: accounting_budget_kind_enum;
    readonly locked: boolean;
    readonly name: string;
  }>;
};
export type useFinancialBooksQuery = {
  response: useFinancialBooksQuery$data;
  variables: useFinancialBooksQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
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
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "fields": (v3/*:: as any*/),
  "kind": "ObjectValue",
  "name": "where"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
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
},
v7 = [
  {
    "fields": [
      {
        "fields": (v3/*:: as any*/),
        "kind": "ObjectValue",
        "name": "account"
      },
      (v6/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "where"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "account_id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "month",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "order_by",
    "value": {
      "month": "asc"
    }
  },
  {
    "fields": [
      (v2/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "where"
  }
],
v12 = [
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
      (v1/*:: as any*/),
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
    "alias": "categories",
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "number": "asc"
        }
      },
      (v4/*:: as any*/)
    ],
    "concreteType": "accounting_account",
    "kind": "LinkedField",
    "name": "accounting_account",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "number",
        "storageKey": null
      },
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "section",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "entries",
    "args": (v7/*:: as any*/),
    "concreteType": "accounting_entry",
    "kind": "LinkedField",
    "name": "accounting_entry",
    "plural": true,
    "selections": [
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": "versions",
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": [
          {
            "is_plan_of_record": "desc"
          },
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
      (v4/*:: as any*/)
    ],
    "concreteType": "accounting_budget_version",
    "kind": "LinkedField",
    "name": "accounting_budget_version",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v5/*:: as any*/),
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
        "kind": "ScalarField",
        "name": "is_plan_of_record",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "locked",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "budgets",
    "args": (v7/*:: as any*/),
    "concreteType": "accounting_budget",
    "kind": "LinkedField",
    "name": "accounting_budget",
    "plural": true,
    "selections": [
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version_id",
        "storageKey": null
      },
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": "positions",
    "args": (v11/*:: as any*/),
    "concreteType": "accounting_cash_position",
    "kind": "LinkedField",
    "name": "accounting_cash_position",
    "plural": true,
    "selections": [
      (v9/*:: as any*/),
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
        "name": "closing",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "as_of",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accounts",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sources",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "unmapped",
    "args": (v11/*:: as any*/),
    "concreteType": "accounting_unmapped_activity",
    "kind": "LinkedField",
    "name": "accounting_unmapped_activity",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "client_account_id",
        "storageKey": null
      },
      (v9/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFinancialBooksQuery",
    "selections": (v12/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFinancialBooksQuery",
    "selections": (v12/*:: as any*/)
  },
  "params": {
    "cacheID": "58c223e40756305b1d2bb299cfa561ad",
    "id": null,
    "metadata": {},
    "name": "useFinancialBooksQuery",
    "operationKind": "query",
    "text": "query useFinancialBooksQuery(\n  $clientId: uuid!\n  $from: date!\n  $to: date!\n) {\n  client: portfolio_client_by_pk(id: $clientId) {\n    id\n    last_data_imported_at\n  }\n  categories: accounting_account(where: {client_id: {_eq: $clientId}}, order_by: {number: asc}) {\n    id\n    number\n    name\n    type\n    section\n  }\n  entries: accounting_entry(where: {account: {client_id: {_eq: $clientId}}, month: {_gte: $from, _lte: $to}}) {\n    account_id\n    month\n    value\n  }\n  versions: accounting_budget_version(where: {client_id: {_eq: $clientId}}, order_by: [{is_plan_of_record: desc}, {name_sort: asc}, {name: asc}, {id: asc}]) {\n    id\n    name\n    kind\n    is_plan_of_record\n    locked\n  }\n  budgets: accounting_budget(where: {account: {client_id: {_eq: $clientId}}, month: {_gte: $from, _lte: $to}}) {\n    account_id\n    version_id\n    month\n    value\n  }\n  positions: accounting_cash_position(where: {client_id: {_eq: $clientId}, month: {_gte: $from, _lte: $to}}, order_by: {month: asc}) {\n    month\n    opening\n    closing\n    as_of\n    accounts\n    sources\n  }\n  unmapped: accounting_unmapped_activity(where: {client_id: {_eq: $clientId}, month: {_gte: $from, _lte: $to}}, order_by: {month: asc}) {\n    client_account_id\n    month\n    cash_effect\n  }\n}\n"
  }
};
})();

(node as any).hash = "4721db125ccbf328b25515abdaccd9a4";

export default node;
