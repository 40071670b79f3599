/**
 * @generated SignedSource<<725073294cf059ee72df3e762bb810ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteInviteMutation$variables = {
  id: string;
};
export type useDeleteInviteMutation$data = {
  readonly delete_portfolio_invite_by_pk: {
    readonly id: string;
  } | null | undefined;
};
export type useDeleteInviteMutation = {
  response: useDeleteInviteMutation$data;
  variables: useDeleteInviteMutation$variables;
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
    "concreteType": "portfolio_invite",
    "kind": "LinkedField",
    "name": "delete_portfolio_invite_by_pk",
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
    "name": "useDeleteInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3e26e9ac6fb0e5385f7ff3f631c05bd0",
    "id": null,
    "metadata": {},
    "name": "useDeleteInviteMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteInviteMutation(\n  $id: uuid!\n) {\n  delete_portfolio_invite_by_pk(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3621cbec78ed4f72fa1ba6b6fb48914";

export default node;
