/**
 * @generated SignedSource<<76ad7ff6612a5595821bd01d7ed04218>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LedgerSummaryQuery$variables = {
  clientId: string;
};
export type LedgerSummaryQuery$data = {
  readonly last: ReadonlyArray<{
    readonly month: string | null | undefined;
  }>;
};
export type LedgerSummaryQuery = {
  response: LedgerSummaryQuery$data;
  variables: LedgerSummaryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = [
  {
    "alias": "last",
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
          "month": "desc"
        }
      },
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
        "name": "month",
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
    "name": "LedgerSummaryQuery",
    "selections": (v1/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LedgerSummaryQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "83a282b236c3ad528345afee77f4eef5",
    "id": null,
    "metadata": {},
    "name": "LedgerSummaryQuery",
    "operationKind": "query",
    "text": "query LedgerSummaryQuery(\n  $clientId: uuid!\n) {\n  last: accounting_account_month(where: {client_id: {_eq: $clientId}}, order_by: {month: desc}, limit: 1) {\n    month\n  }\n}\n"
  }
};
})();

(node as any).hash = "ccbe2220ebddfca1e728aa8606da25b8";

export default node;
