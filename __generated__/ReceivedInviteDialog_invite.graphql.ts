/**
 * @generated SignedSource<<0b287ea02f582a3770bd666b47bd63bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReceivedInviteDialog_invite$data = {
  readonly company: {
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly inviter: {
    readonly displayName: string;
  } | null | undefined;
  readonly organization: {
    readonly name: string;
  };
  readonly role: portfolio_organization_role_enum;
  readonly " $fragmentType": "ReceivedInviteDialog_invite";
};
export type ReceivedInviteDialog_invite$key = {
  readonly " $data"?: ReceivedInviteDialog_invite$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceivedInviteDialog_invite">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReceivedInviteDialog_invite",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "users",
      "kind": "LinkedField",
      "name": "inviter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "portfolio_invite",
  "abstractKey": null
};
})();

(node as any).hash = "2bd9e10db7e8fff5bfa6f48a355c4fb0";

export default node;
