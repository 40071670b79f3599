/**
 * @generated SignedSource<<2cb8070f36df57b1084309cf6488305a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyOrganizationsScreenQuery$variables = {
  userId: string;
};
export type MyOrganizationsScreenQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationTree_query">;
};
export type MyOrganizationsScreenQuery = {
  response: MyOrganizationsScreenQuery$data;
  variables: MyOrganizationsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MyOrganizationsScreenQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "OrganizationTree_query"
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MyOrganizationsScreenQuery",
    "selections": [
      {
        "alias": "organizations",
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
            "fields": [
              {
                "fields": (v1/*:: as any*/),
                "kind": "ObjectValue",
                "name": "organization_users"
              }
            ],
            "kind": "ObjectValue",
            "name": "where"
          }
        ],
        "concreteType": "portfolio_organization",
        "kind": "LinkedField",
        "name": "portfolio_organization",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "created_at",
            "storageKey": null
          },
          {
            "alias": "membership",
            "args": [
              {
                "fields": (v1/*:: as any*/),
                "kind": "ObjectValue",
                "name": "where"
              }
            ],
            "concreteType": "portfolio_organization_user",
            "kind": "LinkedField",
            "name": "organization_users",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "members",
            "args": null,
            "concreteType": "portfolio_organization_user_aggregate",
            "kind": "LinkedField",
            "name": "organization_users_aggregate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_organization_user_aggregate_fields",
                "kind": "LinkedField",
                "name": "aggregate",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_company_aggregate",
            "kind": "LinkedField",
            "name": "companies_aggregate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_company_aggregate_fields",
                "kind": "LinkedField",
                "name": "aggregate",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a0994f8aab052bdb5d6c0f7b5aa5d508",
    "id": null,
    "metadata": {},
    "name": "MyOrganizationsScreenQuery",
    "operationKind": "query",
    "text": "query MyOrganizationsScreenQuery(\n  $userId: uuid!\n) {\n  ...OrganizationTree_query\n}\n\nfragment OrganizationTree_query on query_root {\n  organizations: portfolio_organization(where: {organization_users: {user_id: {_eq: $userId}}}, order_by: [{name_sort: asc}, {name: asc}, {id: asc}]) {\n    id\n    name\n    parent_id\n    created_at\n    membership: organization_users(where: {user_id: {_eq: $userId}}) {\n      id\n      role\n    }\n    members: organization_users_aggregate {\n      aggregate {\n        count\n      }\n    }\n    companies_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f5441dcd9e9d66571809fb86365866d";

export default node;
