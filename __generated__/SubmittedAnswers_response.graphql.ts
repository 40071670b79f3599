/**
 * @generated SignedSource<<17ef5987cbdf9698094ae864c7a9c923>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmittedAnswers_response$data = {
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
  readonly " $fragmentType": "SubmittedAnswers_response";
};
export type SubmittedAnswers_response$key = {
  readonly " $data"?: SubmittedAnswers_response$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmittedAnswers_response">;
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
  "name": "SubmittedAnswers_response",
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
              "value": {
                "position": "asc"
              }
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
                  "name": "unit",
                  "storageKey": null
                },
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
          "storageKey": "metrics(order_by:{\"position\":\"asc\"})"
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

(node as any).hash = "336ac204b054e9718a8cac01330626e2";

export default node;
