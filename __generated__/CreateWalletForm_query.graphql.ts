/**
 * @generated SignedSource<<a2056efb728631e27c43bd75a590d146>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateWalletForm_query$data = {
  readonly editable: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly segments: ReadonlyArray<{
    readonly en_name: string;
    readonly id: string;
    readonly pt_br_name: string;
  }>;
  readonly " $fragmentType": "CreateWalletForm_query";
};
export type CreateWalletForm_query$key = {
  readonly " $data"?: CreateWalletForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateWalletForm_query">;
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
  "name": "CreateWalletForm_query",
  "selections": [
    {
      "alias": "editable",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "segments",
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": {
            "en_name": "asc"
          }
        }
      ],
      "concreteType": "portfolio_segment",
      "kind": "LinkedField",
      "name": "portfolio_segment",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
      "storageKey": "portfolio_segment(order_by:{\"en_name\":\"asc\"})"
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "1e9799b368c99c932e6ef8b66fb56bd1";

export default node;
