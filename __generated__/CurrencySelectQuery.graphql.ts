/**
 * @generated SignedSource<<8089d79a340345addf967ac7545ec336>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CurrencySelectQuery$variables = Record<PropertyKey, never>;
export type CurrencySelectQuery$data = {
  readonly portfolio_currency: ReadonlyArray<{
    readonly comment: string;
    readonly value: string;
  }>;
};
export type CurrencySelectQuery = {
  response: CurrencySelectQuery$data;
  variables: CurrencySelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "value": "asc"
        }
      }
    ],
    "concreteType": "portfolio_currency",
    "kind": "LinkedField",
    "name": "portfolio_currency",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "comment",
        "storageKey": null
      }
    ],
    "storageKey": "portfolio_currency(order_by:{\"value\":\"asc\"})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CurrencySelectQuery",
    "selections": (v0/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CurrencySelectQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "bff4f9ef5a96d86deeec3e6ed33d642a",
    "id": null,
    "metadata": {},
    "name": "CurrencySelectQuery",
    "operationKind": "query",
    "text": "query CurrencySelectQuery {\n  portfolio_currency(order_by: {value: asc}) {\n    value\n    comment\n  }\n}\n"
  }
};
})();

(node as any).hash = "57d3684defd9c7ba971cfbc1a22e4260";

export default node;
