/**
 * @generated SignedSource<<886d4076d42d96cad6561e4f4be3c530>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WalletHeader_wallet$data = {
  readonly en_group_name: string | null | undefined;
  readonly name: string;
  readonly organization: {
    readonly name: string;
  };
  readonly pt_br_group_name: string | null | undefined;
  readonly segment: {
    readonly en_name: string;
    readonly pt_br_name: string;
  } | null | undefined;
  readonly tax_id: string | null | undefined;
  readonly updated_at: string;
  readonly " $fragmentType": "WalletHeader_wallet";
};
export type WalletHeader_wallet$key = {
  readonly " $data"?: WalletHeader_wallet$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletHeader_wallet">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletHeader_wallet",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tax_id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "en_group_name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pt_br_group_name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updated_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_segment",
      "kind": "LinkedField",
      "name": "segment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "en_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pt_br_name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "portfolio_wallet",
  "abstractKey": null
};
})();

(node as any).hash = "e50d46e9662476a70ddd2e0aae39fdfe";

export default node;
