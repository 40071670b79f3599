/**
 * @generated SignedSource<<b88be3855e3c7601fcad2a457f63320c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WalletValueChart_query$data = {
  readonly walletPerformance: ReadonlyArray<{
    readonly currency: string | null | undefined;
    readonly current_value: string | null | undefined;
    readonly invested: string | null | undefined;
    readonly investments: number | null | undefined;
    readonly mismatched: number | null | undefined;
    readonly unvalued: number | null | undefined;
    readonly valued: number | null | undefined;
    readonly wallet: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly wallet_id: string | null | undefined;
  }>;
  readonly " $fragmentType": "WalletValueChart_query";
};
export type WalletValueChart_query$key = {
  readonly " $data"?: WalletValueChart_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletValueChart_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "currency"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "organizationId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletValueChart_query",
  "selections": [
    {
      "alias": "walletPerformance",
      "args": [
        {
          "kind": "Literal",
          "name": "limit",
          "value": 13
        },
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "invested": "desc"
            },
            {
              "wallet_id": "asc"
            }
          ]
        },
        {
          "fields": [
            {
              "fields": [
                {
                  "kind": "Variable",
                  "name": "_eq",
                  "variableName": "currency"
                }
              ],
              "kind": "ObjectValue",
              "name": "currency"
            },
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
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_wallet_performance",
      "kind": "LinkedField",
      "name": "portfolio_wallet_performance",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wallet_id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invested",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current_value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "investments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "valued",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unvalued",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mismatched",
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
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "9c962ca5328e5787e78740b31cd9e0b6";

export default node;
