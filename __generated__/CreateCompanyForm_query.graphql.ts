/**
 * @generated SignedSource<<18b7a5240c24cad4e530135f287018c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateCompanyForm_query$data = {
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "CreateCompanyForm_query";
};
export type CreateCompanyForm_query$key = {
  readonly " $data"?: CreateCompanyForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateCompanyForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateCompanyForm_query",
  "selections": [
    {
      "alias": "organizations",
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "name_sort": "asc"
            },
            {
              "name": "asc"
            },
            {
              "id": "asc"
            }
          ]
        },
        {
          "fields": [
            {
              "fields": [
                {
                  "kind": "Literal",
                  "name": "role",
                  "value": {
                    "_in": [
                      "editor",
                      "owner"
                    ]
                  }
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
              "name": "organization_users"
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_organization",
      "kind": "LinkedField",
      "name": "portfolio_organization",
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "d57a568c199e8a0e69e9529b79caca7d";

export default node;
