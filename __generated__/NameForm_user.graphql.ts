/**
 * @generated SignedSource<<dd811f0998a2b5dbabc85bb5be346af4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NameForm_user$data = {
  readonly displayName: string;
  readonly id: string;
  readonly " $fragmentType": "NameForm_user";
};
export type NameForm_user$key = {
  readonly " $data"?: NameForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"NameForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NameForm_user",
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
      "name": "displayName",
      "storageKey": null
    }
  ],
  "type": "users",
  "abstractKey": null
};

(node as any).hash = "5ae38203c315678b7c80133b6e159f73";

export default node;
