/**
 * @generated SignedSource<<3a0b162460cbcd0d6f0c7277ee97f754>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveMemberMutation$variables = {
  id: string;
};
export type useRemoveMemberMutation$data = {
  readonly delete_portfolio_organization_user: {
    readonly affected_rows: number;
  } | null | undefined;
};
export type useRemoveMemberMutation = {
  response: useRemoveMemberMutation$data;
  variables: useRemoveMemberMutation$variables;
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
        "fields": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_eq",
                "variableName": "id"
              }
            ],
            "kind": "ObjectValue",
            "name": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "portfolio_organization_user_mutation_response",
    "kind": "LinkedField",
    "name": "delete_portfolio_organization_user",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "affected_rows",
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
    "name": "useRemoveMemberMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveMemberMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0252ac3ce1a7a69db5aa625f4ed6cc25",
    "id": null,
    "metadata": {},
    "name": "useRemoveMemberMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveMemberMutation(\n  $id: uuid!\n) {\n  delete_portfolio_organization_user(where: {id: {_eq: $id}}) {\n    affected_rows\n  }\n}\n"
  }
};
})();

(node as any).hash = "9733c782f696ea12b9202eaff4a10cf5";

export default node;
