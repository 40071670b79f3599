/**
 * @generated SignedSource<<3f9bf034c54ff74048cab4d4db555ef1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
export type InviteUserFormQuery$variables = {
  companyIds: ReadonlyArray<string>;
  userId: string;
};
export type InviteUserFormQuery$data = {
  readonly companies: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly organization_id: string;
  }>;
  readonly memberships: ReadonlyArray<{
    readonly id: string;
    readonly organization: {
      readonly id: string;
      readonly name: string;
    };
    readonly role: portfolio_organization_role_enum;
  }>;
};
export type InviteUserFormQuery = {
  response: InviteUserFormQuery$data;
  variables: InviteUserFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "companyIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "alias": "memberships",
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": [
          {
            "organization": {
              "name_sort": "asc"
            }
          },
          {
            "organization": {
              "name": "asc"
            }
          },
          {
            "id": "asc"
          }
        ]
      },
      {
        "fields": [
          {
            "kind": "Literal",
            "name": "role",
            "value": {
              "_in": [
                "editor",
                "owner"
              ]
            }
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
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "portfolio_organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "companies",
    "args": [
      {
        "fields": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_in",
                "variableName": "companyIds"
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
    "concreteType": "portfolio_company",
    "kind": "LinkedField",
    "name": "portfolio_company",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "organization_id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InviteUserFormQuery",
    "selections": (v4/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InviteUserFormQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "db9e6e2621ecd4fd67ea744fa0e3113f",
    "id": null,
    "metadata": {},
    "name": "InviteUserFormQuery",
    "operationKind": "query",
    "text": "query InviteUserFormQuery(\n  $userId: uuid!\n  $companyIds: [uuid!]!\n) {\n  memberships: portfolio_organization_user(where: {user_id: {_eq: $userId}, role: {_in: [editor, owner]}}, order_by: [{organization: {name_sort: asc}}, {organization: {name: asc}}, {id: asc}]) {\n    id\n    role\n    organization {\n      id\n      name\n    }\n  }\n  companies: portfolio_company(where: {id: {_in: $companyIds}}) {\n    id\n    name\n    organization_id\n  }\n}\n"
  }
};
})();

(node as any).hash = "350f17abdf2cea21eef066caeeffed9c";

export default node;
