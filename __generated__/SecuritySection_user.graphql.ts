/**
 * @generated SignedSource<<824f6bd87559ecfd0c009135378642e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecuritySection_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PasskeysForm_user">;
  readonly " $fragmentType": "SecuritySection_user";
};
export type SecuritySection_user$key = {
  readonly " $data"?: SecuritySection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecuritySection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecuritySection_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PasskeysForm_user"
    }
  ],
  "type": "users",
  "abstractKey": null
};

(node as any).hash = "b664cb65c3eab24f7b9a502c29c33e43";

export default node;
