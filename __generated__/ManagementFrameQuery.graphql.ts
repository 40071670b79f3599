/**
 * @generated SignedSource<<5be7d2b7ad0b4b33e2d9a09edc2d8d9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
export type ManagementFrameQuery$variables = {
  organizationId: string;
  userId: string;
};
export type ManagementFrameQuery$data = {
  readonly organization: {
    readonly client: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly companies: ReadonlyArray<{
      readonly client: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
    readonly materiality_percent: string;
    readonly name: string;
    readonly organization_users: ReadonlyArray<{
      readonly role: portfolio_organization_role_enum;
    }>;
    readonly plan: {
      readonly configuration: unknown;
    } | null | undefined;
  } | null | undefined;
};
export type ManagementFrameQuery = {
  response: ManagementFrameQuery$data;
  variables: ManagementFrameQuery$variables;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "portfolio_client",
  "kind": "LinkedField",
  "name": "client",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = [
  {
    "alias": "organization",
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "organizationId"
      }
    ],
    "concreteType": "portfolio_organization",
    "kind": "LinkedField",
    "name": "portfolio_organization_by_pk",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "materiality_percent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "portfolio_plan",
        "kind": "LinkedField",
        "name": "plan",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "configuration",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              {
                "name_sort": "asc"
              },
              {
                "name": "asc"
              },
              {
                "id": "asc"
              }
            ]
          },
          {
            "kind": "Literal",
            "name": "where",
            "value": {
              "client_id": {
                "_is_null": false
              }
            }
          }
        ],
        "concreteType": "portfolio_company",
        "kind": "LinkedField",
        "name": "companies",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": "companies(order_by:[{\"name_sort\":\"asc\"},{\"name\":\"asc\"},{\"id\":\"asc\"}],where:{\"client_id\":{\"_is_null\":false}})"
      },
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
        "name": "organization_users",
        "plural": true,
        "selections": [
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ManagementFrameQuery",
    "selections": (v4/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManagementFrameQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "f9fab2ef82e57e9d8e8bcf8a44d70d97",
    "id": null,
    "metadata": {},
    "name": "ManagementFrameQuery",
    "operationKind": "query",
    "text": "query ManagementFrameQuery(\n  $organizationId: uuid!\n  $userId: uuid!\n) {\n  organization: portfolio_organization_by_pk(id: $organizationId) {\n    id\n    name\n    materiality_percent\n    plan {\n      configuration\n    }\n    client {\n      id\n      name\n    }\n    companies(where: {client_id: {_is_null: false}}, order_by: [{name_sort: asc}, {name: asc}, {id: asc}]) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    organization_users(where: {user_id: {_eq: $userId}}) {\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0cc652273ca05c3b16822ca3f2922425";

export default node;
