/**
 * @generated SignedSource<<4393fc5ee99eeef91b764548bcff0a25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCompositionQuery$variables = {
  clientId: string;
  from: string;
  to: string;
};
export type useCompositionQuery$data = {
  readonly parts: ReadonlyArray<{
    readonly account_id: string | null | undefined;
    readonly cash_effect: string | null | undefined;
    readonly client_account: {
      readonly code: string;
      readonly name: string;
    } | null | undefined;
    readonly client_account_id: string | null | undefined;
    readonly month: string | null | undefined;
  }>;
};
export type useCompositionQuery = {
  response: useCompositionQuery$data;
  variables: useCompositionQuery$variables;
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
v1 = [
  {
    "alias": "parts",
    "args": [
      {
        "fields": [
          {
            "kind": "Literal",
            "name": "account_id",
            "value": {
              "_is_null": false
            }
          },
          {
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
    "concreteType": "accounting_category_composition",
    "kind": "LinkedField",
    "name": "accounting_category_composition",
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
        "name": "cash_effect",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "accounting_client_account",
        "kind": "LinkedField",
        "name": "client_account",
        "plural": false,
        "selections": [
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
    "name": "useCompositionQuery",
    "selections": (v1/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompositionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "178a82d7fe95a814ebd7f39139217c72",
    "id": null,
    "metadata": {},
    "name": "useCompositionQuery",
    "operationKind": "query",
    "text": "query useCompositionQuery(\n  $clientId: uuid!\n  $from: date!\n  $to: date!\n) {\n  parts: accounting_category_composition(where: {client_id: {_eq: $clientId}, account_id: {_is_null: false}, month: {_gte: $from, _lte: $to}}) {\n    account_id\n    client_account_id\n    month\n    cash_effect\n    client_account {\n      code\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8661325752bd21f2532f0452534ec30a";

export default node;
