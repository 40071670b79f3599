/**
 * @generated SignedSource<<57030a93a940e8c812d3242ea05c8df3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MembersTable_query$data = {
  readonly memberCount: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly members: ReadonlyArray<{
    readonly created_at: string;
    readonly id: string;
    readonly role: portfolio_organization_role_enum;
    readonly security: {
      readonly totp_enabled: boolean | null | undefined;
    } | null | undefined;
    readonly user: {
      readonly displayName: string;
      readonly email: string | null | undefined;
      readonly id: string;
    };
  }>;
  readonly ownerCount: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "MembersTable_query";
};
export type MembersTable_query$key = {
  readonly " $data"?: MembersTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembersTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "where"
},
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
    "concreteType": "portfolio_organization_user_aggregate_fields",
    "kind": "LinkedField",
    "name": "aggregate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "limit"
    },
    {
      "kind": "RootArgument",
      "name": "offset"
    },
    {
      "kind": "RootArgument",
      "name": "orderBy"
    },
    {
      "kind": "RootArgument",
      "name": "organizationId"
    },
    {
      "kind": "RootArgument",
      "name": "where"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembersTable_query",
  "selections": [
    {
      "alias": "members",
      "args": [
        {
          "kind": "Variable",
          "name": "limit",
          "variableName": "limit"
        },
        {
          "kind": "Variable",
          "name": "offset",
          "variableName": "offset"
        },
        {
          "kind": "Variable",
          "name": "order_by",
          "variableName": "orderBy"
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_organization_user",
      "kind": "LinkedField",
      "name": "portfolio_organization_user",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "created_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "users",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_organization_member_security",
          "kind": "LinkedField",
          "name": "security",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totp_enabled",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "memberCount",
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_organization_user_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_organization_user_aggregate",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "ownerCount",
      "args": [
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
              "kind": "Literal",
              "name": "role",
              "value": {
                "_eq": "owner"
              }
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_organization_user_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_organization_user_aggregate",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "72be42e85445df2311bd43305e3a6dc9";

export default node;
