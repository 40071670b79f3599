/**
 * @generated SignedSource<<f93f3b4b1503b5731be2f8562cf9bd79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useSelectedOrganizationRole_query$data = {
  readonly selectedOrganizationMembership: ReadonlyArray<{
    readonly id: string;
    readonly role: portfolio_organization_role_enum;
  }>;
  readonly " $fragmentType": "useSelectedOrganizationRole_query";
};
export type useSelectedOrganizationRole_query$key = {
  readonly " $data"?: useSelectedOrganizationRole_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSelectedOrganizationRole_query">;
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
  "name": "useSelectedOrganizationRole_query",
  "selections": [
    {
      "alias": "selectedOrganizationMembership",
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
    }
  ],
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "9a1f372e9a67275f8f277ac660cc9b5c";

export default node;
