/**
 * @generated SignedSource<<2e640304caa4458c1173c3c6310c5906>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResponseReviewDrawer_response$data = {
  readonly company: {
    readonly name: string;
  };
  readonly id: string;
  readonly return_comment: string;
  readonly status: string;
  readonly " $fragmentSpreads": FragmentRefs<"AnswersTable_response" | "ResponseFiles_response" | "ResponseHistory_response">;
  readonly " $fragmentType": "ResponseReviewDrawer_response";
};
export type ResponseReviewDrawer_response$key = {
  readonly " $data"?: ResponseReviewDrawer_response$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResponseReviewDrawer_response">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResponseReviewDrawer_response",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "return_comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnswersTable_response"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResponseFiles_response"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResponseHistory_response"
    }
  ],
  "type": "portfolio_kpi_response",
  "abstractKey": null
};

(node as any).hash = "055da65ebdab0bf26f0ec417089a1d0b";

export default node;
