/**
 * @generated SignedSource<<cbd36cdae8b0b94882cb1676c27c4ae5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type portfolio_invite_status_enum = "accepted" | "declined" | "pending" | "%future added value";
export type ReceivedInvitesSubscription$variables = {
  userId: string;
};
export type ReceivedInvitesSubscription$data = {
  readonly portfolio_invite: ReadonlyArray<{
    readonly id: string;
    readonly status: portfolio_invite_status_enum;
    readonly " $fragmentSpreads": FragmentRefs<"ReceivedInviteDialog_invite">;
  }>;
};
export type ReceivedInvitesSubscription = {
  response: ReceivedInvitesSubscription$data;
  variables: ReceivedInvitesSubscription$variables;
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
    "kind": "Literal",
    "name": "order_by",
    "value": {
      "created_at": "asc"
    }
  },
  {
    "fields": [
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
            "name": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "invitee"
      },
      {
        "kind": "Literal",
        "name": "status",
        "value": {
          "_eq": "pending"
        }
      }
    ],
    "kind": "ObjectValue",
    "name": "where"
  }
],
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
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReceivedInvitesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_invite",
        "kind": "LinkedField",
        "name": "portfolio_invite",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReceivedInviteDialog_invite"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "subscription_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReceivedInvitesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_invite",
        "kind": "LinkedField",
        "name": "portfolio_invite",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "name": "organization_id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "organization_name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "company_name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wallet_name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inviter_name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "84ef497550af172ff33b7120ee8660c1",
    "id": null,
    "metadata": {},
    "name": "ReceivedInvitesSubscription",
    "operationKind": "subscription",
    "text": "subscription ReceivedInvitesSubscription(\n  $userId: uuid!\n) {\n  portfolio_invite(where: {status: {_eq: pending}, invitee: {id: {_eq: $userId}}}, order_by: {created_at: asc}) {\n    id\n    status\n    ...ReceivedInviteDialog_invite\n  }\n}\n\nfragment ReceivedInviteDialog_invite on portfolio_invite {\n  id\n  role\n  organization_id\n  organization_name\n  company_name\n  wallet_name\n  inviter_name\n}\n"
  }
};
})();

(node as any).hash = "35c0e3c2bbc8a89426f1dd6d253e9ca8";

export default node;
