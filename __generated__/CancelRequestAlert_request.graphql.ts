/**
 * @generated SignedSource<<a125251a10405031f94eacd4bdfb14c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelRequestAlert_request$data = {
  readonly id: string;
  readonly title: string;
  readonly " $fragmentType": "CancelRequestAlert_request";
};
export type CancelRequestAlert_request$key = {
  readonly " $data"?: CancelRequestAlert_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelRequestAlert_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelRequestAlert_request",
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
      "name": "title",
      "storageKey": null
    }
  ],
  "type": "portfolio_kpi_request",
  "abstractKey": null
};

(node as any).hash = "71f62b4b17f063b4c0c4ff1d7f3a01c7";

export default node;
