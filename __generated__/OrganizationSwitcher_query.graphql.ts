/**
 * @generated SignedSource<<8614f2fc983b4c1a4e0e06bf79ccac42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationSwitcher_query$data = {
  readonly portfolio_organization: ReadonlyArray<{
    readonly client: {
      readonly active: boolean;
      readonly document: string;
      readonly id: string;
      readonly last_data_imported_at: string | null | undefined;
      readonly metadata: unknown;
      readonly name: string;
      readonly segment: {
        readonly en_name: string;
        readonly pt_br_name: string;
      } | null | undefined;
    } | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly organization_users: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly plan: {
      readonly configuration: unknown;
      readonly id: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "OrganizationSwitcher_query";
};
export type OrganizationSwitcher_query$key = {
  readonly " $data"?: OrganizationSwitcher_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationSwitcher_query">;
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
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "where"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationSwitcher_query",
  "selections": [
    {
      "alias": null,
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
          "kind": "Variable",
          "name": "where",
          "variableName": "where"
        }
      ],
      "concreteType": "portfolio_organization",
      "kind": "LinkedField",
      "name": "portfolio_organization",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_plan",
          "kind": "LinkedField",
          "name": "plan",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "configuration",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_client",
          "kind": "LinkedField",
          "name": "client",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "active",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "document",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "metadata",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "last_data_imported_at",
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
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_organization_user",
          "kind": "LinkedField",
          "name": "organization_users",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "a782cf50792519389f8862ec2cb35021";

export default node;
