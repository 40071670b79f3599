/**
 * @generated SignedSource<<d826860eb0aa122c93b29281a6d23527>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CompaniesToolbar_query$data = {
  readonly portfolio_organization_user: ReadonlyArray<{
    readonly id: string;
    readonly role: portfolio_organization_role_enum;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CreateCompanyForm_query">;
  readonly " $fragmentType": "CompaniesToolbar_query";
};
export type CompaniesToolbar_query$key = {
  readonly " $data"?: CompaniesToolbar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompaniesToolbar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "organizationId"
    },
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompaniesToolbar_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "limit",
          "value": 1
        },
        {
          "fields": [
            {
              "fields": [
                {
                  "kind": "Variable",
                  "name": "_eq",
                  "variableName": "organizationId"
                }
              ],
              "kind": "ObjectValue",
              "name": "organization_id"
            },
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
      "name": "portfolio_organization_user",
      "plural": true,
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
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreateCompanyForm_query"
    }
  ],
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "a450d95e1af21a35788130adc4baf450";

export default node;
