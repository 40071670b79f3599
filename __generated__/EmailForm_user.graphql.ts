/**
 * @generated SignedSource<<d9f45fd5cf164f76b01bf6674c520a68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailForm_user$data = {
  readonly email: string | null | undefined;
  readonly " $fragmentType": "EmailForm_user";
};
export type EmailForm_user$key = {
  readonly " $data"?: EmailForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "users",
  "abstractKey": null
};

(node as any).hash = "f662c8ee8a9a90aff66adbb78cc1eb07";

export default node;
