/**
 * @generated SignedSource<<0a004690012dc116a43bc2ab2cd609d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WalletsToolbar_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CreateWalletForm_query" | "WalletCompanyFilter_query">;
  readonly " $fragmentType": "WalletsToolbar_query";
};
export type WalletsToolbar_query$key = {
  readonly " $data"?: WalletsToolbar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletsToolbar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletsToolbar_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WalletCompanyFilter_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreateWalletForm_query"
    }
  ],
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "c20b118349f0f66b28eb73963d596e9d";

export default node;
