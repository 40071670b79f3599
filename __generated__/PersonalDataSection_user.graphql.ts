/**
 * @generated SignedSource<<be4c98fd2e446a55e2cc4cf1a57f96df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalDataSection_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EmailForm_user" | "NameForm_user">;
  readonly " $fragmentType": "PersonalDataSection_user";
};
export type PersonalDataSection_user$key = {
  readonly " $data"?: PersonalDataSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalDataSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalDataSection_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NameForm_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EmailForm_user"
    }
  ],
  "type": "users",
  "abstractKey": null
};

(node as any).hash = "7dc1e4c555af0a1d6a2c90fc0aef39b4";

export default node;
