/**
 * @generated SignedSource<<d0856b342b258d7e90ae2fa62214e31e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CompanyReportsTab_company$data = {
  readonly id: string;
  readonly organization: {
    readonly id: string;
    readonly organization_users: ReadonlyArray<{
      readonly role: portfolio_organization_role_enum;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ReportsTable_company">;
  readonly " $fragmentType": "CompanyReportsTab_company";
};
export type CompanyReportsTab_company$key = {
  readonly " $data"?: CompanyReportsTab_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyReportsTab_company">;
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
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyReportsTab_company",
  "selections": [
    (v0/*:: as any*/),
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
          "args": [
            {
              "fields": [
                {
                  "fields": [
                    {
                      "kind": "Variable",
                      "name": "_eq",
                      "variableName": "userId"
                    }
                  ],
                  "kind": "ObjectValue",
                  "name": "user_id"
                }
              ],
              "kind": "ObjectValue",
              "name": "where"
            }
          ],
          "concreteType": "portfolio_organization_user",
          "kind": "LinkedField",
          "name": "organization_users",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "role",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReportsTable_company"
    }
  ],
  "type": "portfolio_company",
  "abstractKey": null
};
})();

(node as any).hash = "59e73f347b03486b33c7ee4bf565f03e";

export default node;
