/**
 * @generated SignedSource<<f91354c1a5ebb8ad97de9dde1bd8d7eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IndicatorSource_indicator$data = {
  readonly approved_at: string | null | undefined;
  readonly approver: {
    readonly displayName: string;
  } | null | undefined;
  readonly kpi_response: {
    readonly id: string;
    readonly request: {
      readonly id: string;
      readonly title: string;
    };
  } | null | undefined;
  readonly source: string;
  readonly " $fragmentType": "IndicatorSource_indicator";
};
export type IndicatorSource_indicator$key = {
  readonly " $data"?: IndicatorSource_indicator$data;
  readonly " $fragmentSpreads": FragmentRefs<"IndicatorSource_indicator">;
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IndicatorSource_indicator",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approved_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "users",
      "kind": "LinkedField",
      "name": "approver",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_kpi_response",
      "kind": "LinkedField",
      "name": "kpi_response",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_kpi_request",
          "kind": "LinkedField",
          "name": "request",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "accounting_indicator",
  "abstractKey": null
};
})();

(node as any).hash = "206057a4c536b0b154fe92b1d88ed577";

export default node;
