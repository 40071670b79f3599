/**
 * @generated SignedSource<<42cf309fb5265b7cbc0e3566b41bf26b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReceivedInviteDialog_invite$data = {
  readonly company_name: string | null | undefined;
  readonly id: string;
  readonly inviter_name: string | null | undefined;
  readonly organization_id: string;
  readonly organization_name: string;
  readonly role: portfolio_organization_role_enum;
  readonly wallet_name: string | null | undefined;
  readonly " $fragmentType": "ReceivedInviteDialog_invite";
};
export type ReceivedInviteDialog_invite$key = {
  readonly " $data"?: ReceivedInviteDialog_invite$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceivedInviteDialog_invite">;
};

const node: ReaderFragment = {
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
  "type": "portfolio_invite",
  "abstractKey": null
};

(node as any).hash = "22d395de0ccea7b754b87ad1565d5dc0";

export default node;
