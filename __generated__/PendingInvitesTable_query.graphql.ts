/**
 * @generated SignedSource<<e629ed1f34ff74e2e0e1dad57d6410e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_invite_status_enum = "accepted" | "declined" | "pending" | "%future added value";
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PendingInvitesTable_query$data = {
  readonly invites: ReadonlyArray<{
    readonly company: {
      readonly name: string;
    } | null | undefined;
    readonly created_at: string;
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly organization: {
      readonly name: string;
    };
    readonly role: portfolio_organization_role_enum;
    readonly status: portfolio_invite_status_enum;
  }>;
  readonly total: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "PendingInvitesTable_query";
};
export type PendingInvitesTable_query$key = {
  readonly " $data"?: PendingInvitesTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingInvitesTable_query">;
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
  "name": "name",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "limit"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "offset"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "where"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingInvitesTable_query",
  "selections": [
    {
      "alias": "invites",
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
      "concreteType": "portfolio_invite",
      "kind": "LinkedField",
      "name": "portfolio_invite",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
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
          "name": "status",
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
          "concreteType": "portfolio_organization",
          "kind": "LinkedField",
          "name": "organization",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_company",
          "kind": "LinkedField",
          "name": "company",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "total",
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_invite_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_invite_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_invite_aggregate_fields",
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
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "4936a18f1fcc9607ea2d7ddbc92ccfca";

export default node;
