/**
 * @generated SignedSource<<53111828435ec2545b082b038eb6877e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type mockResolversRenameMutation$variables = {
  id: string;
  name: string;
};
export type mockResolversRenameMutation$data = {
  readonly update_portfolio_company_by_pk: {
    readonly document: string;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type mockResolversRenameMutation = {
  response: mockResolversRenameMutation$data;
  variables: mockResolversRenameMutation$variables;
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
    "name": "name"
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
            "name": "name",
            "variableName": "name"
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
    "concreteType": "portfolio_company",
    "kind": "LinkedField",
    "name": "update_portfolio_company_by_pk",
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
        "name": "document",
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
    "name": "mockResolversRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mockResolversRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e25fcbd053da5deea58ae717672459fe",
    "id": null,
    "metadata": {},
    "name": "mockResolversRenameMutation",
    "operationKind": "mutation",
    "text": "mutation mockResolversRenameMutation(\n  $id: uuid!\n  $name: String!\n) {\n  update_portfolio_company_by_pk(pk_columns: {id: $id}, _set: {name: $name}) {\n    id\n    name\n    document\n  }\n}\n"
  }
};
})();

(node as any).hash = "f91f331e48edf8a830827bdd0b83cbb3";

export default node;
