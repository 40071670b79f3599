/**
 * @generated SignedSource<<982f2f2fe148ce08a17f4ef6d47af381>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswersTable_response$data = {
  readonly answers: ReadonlyArray<{
    readonly kind: string;
    readonly note: string;
    readonly text_value: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly request: {
    readonly metrics: ReadonlyArray<{
      readonly kind: string;
      readonly metric: {
        readonly en_name: string;
        readonly pt_br_name: string;
        readonly unit: string;
      };
    }>;
  };
  readonly " $fragmentType": "AnswersTable_response";
};
export type AnswersTable_response$key = {
  readonly " $data"?: AnswersTable_response$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswersTable_response">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswersTable_response",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_kpi_request",
      "kind": "LinkedField",
      "name": "request",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "order_by",
              "value": [
                {
                  "position": "asc"
                },
                {
                  "kind": "asc"
                }
              ]
            }
          ],
          "concreteType": "portfolio_kpi_request_metric",
          "kind": "LinkedField",
          "name": "metrics",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "accounting_indicator_kind",
              "kind": "LinkedField",
              "name": "metric",
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
          "storageKey": "metrics(order_by:[{\"position\":\"asc\"},{\"kind\":\"asc\"}])"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_kpi_answer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text_value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "portfolio_kpi_response",
  "abstractKey": null
};
})();

(node as any).hash = "9d3317ccfd73cbb92bcb00182a238555";

export default node;
