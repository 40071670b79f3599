/**
 * @generated SignedSource<<d5dc5801409a80ffb0123b5e6f785b05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type relayTestEnvironmentCompaniesQuery$variables = Record<PropertyKey, never>;
export type relayTestEnvironmentCompaniesQuery$data = {
  readonly portfolio_company: ReadonlyArray<{
    readonly document: string;
    readonly id: string;
    readonly name: string;
  }>;
};
export type relayTestEnvironmentCompaniesQuery = {
  response: relayTestEnvironmentCompaniesQuery$data;
  variables: relayTestEnvironmentCompaniesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 10
      },
      {
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "name": "asc"
        }
      }
    ],
    "concreteType": "portfolio_company",
    "kind": "LinkedField",
    "name": "portfolio_company",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "document",
        "storageKey": null
      }
    ],
    "storageKey": "portfolio_company(limit:10,order_by:{\"name\":\"asc\"})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "relayTestEnvironmentCompaniesQuery",
    "selections": (v0/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "relayTestEnvironmentCompaniesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "907c6a3716df6cd9e31be612fcdc6648",
    "id": null,
    "metadata": {},
    "name": "relayTestEnvironmentCompaniesQuery",
    "operationKind": "query",
    "text": "query relayTestEnvironmentCompaniesQuery {\n  portfolio_company(limit: 10, order_by: {name: asc}) {\n    id\n    name\n    document\n  }\n}\n"
  }
};
})();

(node as any).hash = "8dfd3630bccfb3b548694e043d3ee0a4";

export default node;
