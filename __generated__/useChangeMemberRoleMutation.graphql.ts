/**
 * @generated SignedSource<<4f23b6d172e1b5bb37caff00be32e109>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
export type useChangeMemberRoleMutation$variables = {
  id: string;
  role: portfolio_organization_role_enum;
};
export type useChangeMemberRoleMutation$data = {
  readonly update_portfolio_organization_user_by_pk: {
    readonly id: string;
    readonly role: portfolio_organization_role_enum;
  } | null | undefined;
};
export type useChangeMemberRoleMutation = {
  response: useChangeMemberRoleMutation$data;
  variables: useChangeMemberRoleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "role"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "role",
            "variableName": "role"
          }
        ],
        "kind": "ObjectValue",
        "name": "_set"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "pk_columns"
      }
    ],
    "concreteType": "portfolio_organization_user",
    "kind": "LinkedField",
    "name": "update_portfolio_organization_user_by_pk",
    "plural": false,
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
        "name": "role",
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
    "name": "useChangeMemberRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeMemberRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0429ced52d9695b8cd0e44714ed9d8d0",
    "id": null,
    "metadata": {},
    "name": "useChangeMemberRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeMemberRoleMutation(\n  $id: uuid!\n  $role: portfolio_organization_role_enum!\n) {\n  update_portfolio_organization_user_by_pk(pk_columns: {id: $id}, _set: {role: $role}) {\n    id\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "22d8c73d2d26f8a4e53a9dcf6f1025a6";

export default node;
