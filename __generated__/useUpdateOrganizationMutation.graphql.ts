/**
 * @generated SignedSource<<da64f021862655a05313dc862ee1ed5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_organization_set_input = {
  materiality_percent?: string | null | undefined;
  name?: string | null | undefined;
  parent_id?: string | null | undefined;
};
export type useUpdateOrganizationMutation$variables = {
  id: string;
  set: portfolio_organization_set_input;
};
export type useUpdateOrganizationMutation$data = {
  readonly update_portfolio_organization_by_pk: {
    readonly id: string;
    readonly name: string;
    readonly parent_id: string | null | undefined;
    readonly updated_at: string;
  } | null | undefined;
};
export type useUpdateOrganizationMutation = {
  response: useUpdateOrganizationMutation$data;
  variables: useUpdateOrganizationMutation$variables;
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
    "name": "set"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "_set",
        "variableName": "set"
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
    "concreteType": "portfolio_organization",
    "kind": "LinkedField",
    "name": "update_portfolio_organization_by_pk",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "parent_id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updated_at",
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
    "name": "useUpdateOrganizationMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateOrganizationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d7849b5a8fd3b4f18ab3a6a26cac540e",
    "id": null,
    "metadata": {},
    "name": "useUpdateOrganizationMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateOrganizationMutation(\n  $id: uuid!\n  $set: portfolio_organization_set_input!\n) {\n  update_portfolio_organization_by_pk(pk_columns: {id: $id}, _set: $set) {\n    id\n    name\n    parent_id\n    updated_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "444e1a3a0e3e0796dd30fe84207b5d01";

export default node;
