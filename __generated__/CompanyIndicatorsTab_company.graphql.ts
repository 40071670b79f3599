/**
 * @generated SignedSource<<0a242723d67b0240a6eccd481432e1d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyIndicatorsTab_company$data = {
  readonly indicators: ReadonlyArray<{
    readonly id: string;
    readonly indicator_kind: {
      readonly en_name: string;
      readonly pt_br_name: string;
      readonly unit: string;
    };
    readonly months: number;
    readonly period: string;
    readonly value: string;
    readonly " $fragmentSpreads": FragmentRefs<"IndicatorSource_indicator">;
  }>;
  readonly " $fragmentType": "CompanyIndicatorsTab_company";
};
export type CompanyIndicatorsTab_company$key = {
  readonly " $data"?: CompanyIndicatorsTab_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyIndicatorsTab_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyIndicatorsTab_company",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "period": "desc"
            },
            {
              "kind": "asc"
            }
          ]
        }
      ],
      "concreteType": "accounting_indicator",
      "kind": "LinkedField",
      "name": "indicators",
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
          "name": "period",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "months",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IndicatorSource_indicator"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "accounting_indicator_kind",
          "kind": "LinkedField",
          "name": "indicator_kind",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "indicators(order_by:[{\"period\":\"desc\"},{\"kind\":\"asc\"}])"
    }
  ],
  "type": "portfolio_company",
  "abstractKey": null
};

(node as any).hash = "190b2e86f7c4f580d58fc5cf88052e6a";

export default node;
