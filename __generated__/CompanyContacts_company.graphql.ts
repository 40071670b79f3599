/**
 * @generated SignedSource<<cf36afc21b55ffdae1738f09d53306de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyContacts_company$data = {
  readonly contacts: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly locale: string;
    readonly name: string;
  }>;
  readonly id: string;
  readonly " $fragmentType": "CompanyContacts_company";
};
export type CompanyContacts_company$key = {
  readonly " $data"?: CompanyContacts_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyContacts_company">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyContacts_company",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "name": "asc"
            },
            {
              "email": "asc"
            }
          ]
        }
      ],
      "concreteType": "portfolio_company_contact",
      "kind": "LinkedField",
      "name": "contacts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
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
      "storageKey": "contacts(order_by:[{\"name\":\"asc\"},{\"email\":\"asc\"}])"
    }
  ],
  "type": "portfolio_company",
  "abstractKey": null
};
})();

(node as any).hash = "e033b477ff36135ef64242a9a111e666";

export default node;
