/**
 * @generated SignedSource<<5fca7218923f8a4e56d9f898ece34a95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveCompanyUserMutation$variables = {
  id: string;
};
export type useRemoveCompanyUserMutation$data = {
  readonly delete_portfolio_company_user_by_pk: {
    readonly id: string;
  } | null | undefined;
};
export type useRemoveCompanyUserMutation = {
  response: useRemoveCompanyUserMutation$data;
  variables: useRemoveCompanyUserMutation$variables;
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
    "concreteType": "portfolio_company_user",
    "kind": "LinkedField",
    "name": "delete_portfolio_company_user_by_pk",
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
    "name": "useRemoveCompanyUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveCompanyUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e6fd6718f960058c445b7f4819a29007",
    "id": null,
    "metadata": {},
    "name": "useRemoveCompanyUserMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveCompanyUserMutation(\n  $id: uuid!\n) {\n  delete_portfolio_company_user_by_pk(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d887cbf76750351eb6d9fba74a427370";

export default node;
