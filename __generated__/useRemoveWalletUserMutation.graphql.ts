/**
 * @generated SignedSource<<76e372baa4393aeba5020edaaa0a2e67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveWalletUserMutation$variables = {
  id: string;
};
export type useRemoveWalletUserMutation$data = {
  readonly delete_portfolio_wallet_user_by_pk: {
    readonly id: string;
  } | null | undefined;
};
export type useRemoveWalletUserMutation = {
  response: useRemoveWalletUserMutation$data;
  variables: useRemoveWalletUserMutation$variables;
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
    "concreteType": "portfolio_wallet_user",
    "kind": "LinkedField",
    "name": "delete_portfolio_wallet_user_by_pk",
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
    "name": "useRemoveWalletUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveWalletUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ce787df53d091a44536d1c94c58127f8",
    "id": null,
    "metadata": {},
    "name": "useRemoveWalletUserMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveWalletUserMutation(\n  $id: uuid!\n) {\n  delete_portfolio_wallet_user_by_pk(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f25af193b4cf9ce4657b87b48f1fe8bd";

export default node;
