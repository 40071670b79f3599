/**
 * @generated SignedSource<<eb59380e78c72f68e0b316991f9053a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useLedgerYearsQuery$variables = {
  clientId: string;
};
export type useLedgerYearsQuery$data = {
  readonly first: ReadonlyArray<{
    readonly month: string | null | undefined;
  }>;
  readonly last: ReadonlyArray<{
    readonly month: string | null | undefined;
  }>;
};
export type useLedgerYearsQuery = {
  response: useLedgerYearsQuery$data;
  variables: useLedgerYearsQuery$variables;
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
    "concreteType": "accounting_account_month",
    "kind": "LinkedField",
    "name": "accounting_account_month",
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
    "concreteType": "accounting_account_month",
    "kind": "LinkedField",
    "name": "accounting_account_month",
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
    "name": "useLedgerYearsQuery",
    "selections": (v4/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLedgerYearsQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "3808e19cf12997edf4dd0668c731053d",
    "id": null,
    "metadata": {},
    "name": "useLedgerYearsQuery",
    "operationKind": "query",
    "text": "query useLedgerYearsQuery(\n  $clientId: uuid!\n) {\n  first: accounting_account_month(where: {client_id: {_eq: $clientId}}, order_by: {month: asc}, limit: 1) {\n    month\n  }\n  last: accounting_account_month(where: {client_id: {_eq: $clientId}}, order_by: {month: desc}, limit: 1) {\n    month\n  }\n}\n"
  }
};
})();

(node as any).hash = "65542635b17f7ed144d17aacc4523b07";

export default node;
