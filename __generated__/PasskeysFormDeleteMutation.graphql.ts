/**
 * @generated SignedSource<<e1f0de91e9f9ff941e221f2e81b241a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PasskeysFormDeleteMutation$variables = {
  id: string;
};
export type PasskeysFormDeleteMutation$data = {
  readonly deleteAuthUserSecurityKey: {
    readonly id: string;
  } | null | undefined;
};
export type PasskeysFormDeleteMutation = {
  response: PasskeysFormDeleteMutation$data;
  variables: PasskeysFormDeleteMutation$variables;
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
    "concreteType": "authUserSecurityKeys",
    "kind": "LinkedField",
    "name": "deleteAuthUserSecurityKey",
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
    "name": "PasskeysFormDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysFormDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6ca7522a720edebfe17a0b1707892b9d",
    "id": null,
    "metadata": {},
    "name": "PasskeysFormDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation PasskeysFormDeleteMutation(\n  $id: uuid!\n) {\n  deleteAuthUserSecurityKey(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "388d9f7c07b2f0b51d8dfaaa42782415";

export default node;
