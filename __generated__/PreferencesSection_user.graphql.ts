/**
 * @generated SignedSource<<9f910e3bd631c66bf3c269c066aafda2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PreferencesSection_user$data = {
  readonly id: string;
  readonly locale: string;
  readonly " $fragmentType": "PreferencesSection_user";
};
export type PreferencesSection_user$key = {
  readonly " $data"?: PreferencesSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PreferencesSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PreferencesSection_user",
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
      "name": "locale",
      "storageKey": null
    }
  ],
  "type": "users",
  "abstractKey": null
};

(node as any).hash = "012758b0241b647dd2ae0198c53d7073";

export default node;
