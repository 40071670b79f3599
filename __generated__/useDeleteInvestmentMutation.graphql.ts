/**
 * @generated SignedSource<<8ff03d957af190e976f34d5a8d9bd4a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteInvestmentMutation$variables = {
  id: string;
};
export type useDeleteInvestmentMutation$data = {
  readonly delete_portfolio_investment_by_pk: {
    readonly id: string;
  } | null | undefined;
};
export type useDeleteInvestmentMutation = {
  response: useDeleteInvestmentMutation$data;
  variables: useDeleteInvestmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "portfolio_investment",
    "kind": "LinkedField",
    "name": "delete_portfolio_investment_by_pk",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "useDeleteInvestmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteInvestmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2a8b940684e2dbdd97ec8c2faa5d3ad3",
    "id": null,
    "metadata": {},
    "name": "useDeleteInvestmentMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteInvestmentMutation(\n  $id: uuid!\n) {\n  delete_portfolio_investment_by_pk(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdbb86a91fcd6b2fcb30a9fbb1c65dad";

export default node;
