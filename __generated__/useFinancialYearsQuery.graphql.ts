/**
 * @generated SignedSource<<08f174707f44c550d664d6f4f320c832>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useFinancialYearsQuery$variables = {
  clientId: string;
};
export type useFinancialYearsQuery$data = {
  readonly first: ReadonlyArray<{
    readonly month: string;
  }>;
  readonly last: ReadonlyArray<{
    readonly month: string;
  }>;
};
export type useFinancialYearsQuery = {
  response: useFinancialYearsQuery$data;
  variables: useFinancialYearsQuery$variables;
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
  "kind": "Literal",
  "name": "limit",
  "value": 1
},
v2 = {
  "fields": [
    {
      "fields": [
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
        }
      ],
      "kind": "ObjectValue",
      "name": "account"
    }
  ],
  "kind": "ObjectValue",
  "name": "where"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "month",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": "first",
    "args": [
      (v1/*:: as any*/),
      {
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "month": "asc"
        }
      },
      (v2/*:: as any*/)
    ],
    "concreteType": "accounting_entry",
    "kind": "LinkedField",
    "name": "accounting_entry",
    "plural": true,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "last",
    "args": [
      (v1/*:: as any*/),
      {
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "month": "desc"
        }
      },
      (v2/*:: as any*/)
    ],
    "concreteType": "accounting_entry",
    "kind": "LinkedField",
    "name": "accounting_entry",
    "plural": true,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFinancialYearsQuery",
    "selections": (v4/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFinancialYearsQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b9a7d6bc2e51007a513ee51f50510dcd",
    "id": null,
    "metadata": {},
    "name": "useFinancialYearsQuery",
    "operationKind": "query",
    "text": "query useFinancialYearsQuery(\n  $clientId: uuid!\n) {\n  first: accounting_entry(where: {account: {client_id: {_eq: $clientId}}}, order_by: {month: asc}, limit: 1) {\n    month\n  }\n  last: accounting_entry(where: {account: {client_id: {_eq: $clientId}}}, order_by: {month: desc}, limit: 1) {\n    month\n  }\n}\n"
  }
};
})();

(node as any).hash = "5d03798b530d3ea35e78662a1681962a";

export default node;
