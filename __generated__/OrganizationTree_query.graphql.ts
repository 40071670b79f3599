/**
 * @generated SignedSource<<185f3b82a859230d742dc7f7d34f8f15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrganizationTree_query$data = {
  readonly organizations: ReadonlyArray<{
    readonly companies_aggregate: {
      readonly aggregate: {
        readonly count: number;
      } | null | undefined;
    };
    readonly created_at: string;
    readonly id: string;
    readonly members: {
      readonly aggregate: {
        readonly count: number;
      } | null | undefined;
    };
    readonly membership: ReadonlyArray<{
      readonly id: string;
      readonly role: portfolio_organization_role_enum;
    }>;
    readonly name: string;
    readonly parent_id: string | null | undefined;
  }>;
  readonly " $fragmentType": "OrganizationTree_query";
};
export type OrganizationTree_query$key = {
  readonly " $data"?: OrganizationTree_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationTree_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationTree_query",
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
              "fields": (v0/*:: as any*/),
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
        (v1/*:: as any*/),
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
              "fields": (v0/*:: as any*/),
              "kind": "ObjectValue",
              "name": "where"
            }
          ],
          "concreteType": "portfolio_organization_user",
          "kind": "LinkedField",
          "name": "organization_users",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
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
              "selections": (v2/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "19ad2e57ce3f5e6f4cf63811c4c7cba7";

export default node;
