/**
 * @generated SignedSource<<e34361bf97eb2eb890da7da4f0f2e8e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveContactMutation$variables = {
  id: string;
};
export type useRemoveContactMutation$data = {
  readonly delete_portfolio_company_contact_by_pk: {
    readonly id: string;
  } | null | undefined;
};
export type useRemoveContactMutation = {
  response: useRemoveContactMutation$data;
  variables: useRemoveContactMutation$variables;
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
    "concreteType": "portfolio_company_contact",
    "kind": "LinkedField",
    "name": "delete_portfolio_company_contact_by_pk",
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
    "name": "useRemoveContactMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveContactMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "84e2cf644520bbbd311794702821a3c8",
    "id": null,
    "metadata": {},
    "name": "useRemoveContactMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveContactMutation(\n  $id: uuid!\n) {\n  delete_portfolio_company_contact_by_pk(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "22a1354bf340db9601ef3bfc644f0e1a";

export default node;
