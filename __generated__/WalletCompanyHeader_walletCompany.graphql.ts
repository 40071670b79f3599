/**
 * @generated SignedSource<<99df99074550f5379f93e0b43f67d235>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WalletCompanyHeader_walletCompany$data = {
  readonly company: {
    readonly document: string;
    readonly id: string;
    readonly name: string;
  };
  readonly wallet: {
    readonly id: string;
    readonly name: string;
    readonly organization: {
      readonly name: string;
    };
  };
  readonly " $fragmentType": "WalletCompanyHeader_walletCompany";
};
export type WalletCompanyHeader_walletCompany$key = {
  readonly " $data"?: WalletCompanyHeader_walletCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletCompanyHeader_walletCompany">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "WalletCompanyHeader_walletCompany",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "document",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_wallet",
      "kind": "LinkedField",
      "name": "wallet",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_organization",
          "kind": "LinkedField",
          "name": "organization",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "portfolio_wallet_company",
  "abstractKey": null
};
})();

(node as any).hash = "9fd202cf1f6cb263021a6622d39e0602";

export default node;
