/**
 * @generated SignedSource<<364f1f942276b22bc3c60df2c77e9387>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteWalletMutation$variables = {
  id: string;
};
export type useDeleteWalletMutation$data = {
  readonly delete_portfolio_wallet_by_pk: {
    readonly id: string;
  } | null | undefined;
};
export type useDeleteWalletMutation = {
  response: useDeleteWalletMutation$data;
  variables: useDeleteWalletMutation$variables;
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
    "concreteType": "portfolio_wallet",
    "kind": "LinkedField",
    "name": "delete_portfolio_wallet_by_pk",
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
    "name": "useDeleteWalletMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteWalletMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5f3c10f282dc94c9a88affe4e6b1e701",
    "id": null,
    "metadata": {},
    "name": "useDeleteWalletMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteWalletMutation(\n  $id: uuid!\n) {\n  delete_portfolio_wallet_by_pk(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ac33c69b4444f1b0e0ebe2df89e329af";

export default node;
