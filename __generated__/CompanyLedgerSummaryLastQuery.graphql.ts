/**
 * @generated SignedSource<<2ae93bdc512544f52db85ba299b9668f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CompanyLedgerSummaryLastQuery$variables = {
  clientId: string;
};
export type CompanyLedgerSummaryLastQuery$data = {
  readonly last: ReadonlyArray<{
    readonly month: string | null | undefined;
  }>;
};
export type CompanyLedgerSummaryLastQuery = {
  response: CompanyLedgerSummaryLastQuery$data;
  variables: CompanyLedgerSummaryLastQuery$variables;
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
    "name": "CompanyLedgerSummaryLastQuery",
    "selections": (v1/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompanyLedgerSummaryLastQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b2e6a721638e299da83a808fe7cc9d8d",
    "id": null,
    "metadata": {},
    "name": "CompanyLedgerSummaryLastQuery",
    "operationKind": "query",
    "text": "query CompanyLedgerSummaryLastQuery(\n  $clientId: uuid!\n) {\n  last: accounting_account_month(where: {client_id: {_eq: $clientId}}, order_by: {month: desc}, limit: 1) {\n    month\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd0cbeaeac6a70839d9e5e04eb70e56e";

export default node;
