/**
 * @generated SignedSource<<c7a4e7bb9a8b694b15ccd7afe97d7930>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyHeader_company$data = {
  readonly document: string;
  readonly id: string;
  readonly name: string;
  readonly organization: {
    readonly name: string;
    readonly plan: {
      readonly configuration: unknown;
    } | null | undefined;
  };
  readonly " $fragmentType": "CompanyHeader_company";
};
export type CompanyHeader_company$key = {
  readonly " $data"?: CompanyHeader_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyHeader_company">;
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
  "name": "CompanyHeader_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "document",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_plan",
          "kind": "LinkedField",
          "name": "plan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "configuration",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "portfolio_company",
  "abstractKey": null
};
})();

(node as any).hash = "426e1e1b016c1584e2fdbcf0495f29e3";

export default node;
