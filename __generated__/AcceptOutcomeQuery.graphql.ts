/**
 * @generated SignedSource<<fbfb0ecc48c4619f3dcd93d0383d8064>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
export type AcceptOutcomeQuery$variables = {
  organizationId: string;
  userId: string;
};
export type AcceptOutcomeQuery$data = {
  readonly portfolio_organization_user: ReadonlyArray<{
    readonly id: string;
    readonly role: portfolio_organization_role_enum;
  }>;
};
export type AcceptOutcomeQuery = {
  response: AcceptOutcomeQuery$data;
  variables: AcceptOutcomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 1
      },
      {
        "fields": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_eq",
                "variableName": "organizationId"
              }
            ],
            "kind": "ObjectValue",
            "name": "organization_id"
          },
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_eq",
                "variableName": "userId"
              }
            ],
            "kind": "ObjectValue",
            "name": "user_id"
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "portfolio_organization_user",
    "kind": "LinkedField",
    "name": "portfolio_organization_user",
    "plural": true,
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
    "name": "AcceptOutcomeQuery",
    "selections": (v1/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AcceptOutcomeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "612618018e78c747b55823d552fe55e7",
    "id": null,
    "metadata": {},
    "name": "AcceptOutcomeQuery",
    "operationKind": "query",
    "text": "query AcceptOutcomeQuery(\n  $organizationId: uuid!\n  $userId: uuid!\n) {\n  portfolio_organization_user(where: {organization_id: {_eq: $organizationId}, user_id: {_eq: $userId}}, limit: 1) {\n    id\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "78d804407878a49caa94c95717e25120";

export default node;
