/**
 * @generated SignedSource<<c00d19fb55114312858400ebc4082989>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ValueHistoryChart_query$data = {
  readonly valueHistory: ReadonlyArray<{
    readonly at: string | null | undefined;
    readonly current_value: string | null | undefined;
    readonly invested: string | null | undefined;
    readonly mismatched: number | null | undefined;
    readonly unvalued: number | null | undefined;
    readonly valued: number | null | undefined;
  }>;
  readonly " $fragmentType": "ValueHistoryChart_query";
};
export type ValueHistoryChart_query$key = {
  readonly " $data"?: ValueHistoryChart_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ValueHistoryChart_query">;
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
  "name": "ValueHistoryChart_query",
  "selections": [
    {
      "alias": "valueHistory",
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "at": "asc"
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
      "concreteType": "portfolio_organization_value_history",
      "kind": "LinkedField",
      "name": "portfolio_organization_value_history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "1cb1d4576da1f521e3c2506468b3f3f1";

export default node;
