/**
 * @generated SignedSource<<86ffcccf951ece085646b5e9f5443983>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoveDueDateDialog_request$data = {
  readonly due_date: string;
  readonly id: string;
  readonly send_on: string;
  readonly " $fragmentType": "MoveDueDateDialog_request";
};
export type MoveDueDateDialog_request$key = {
  readonly " $data"?: MoveDueDateDialog_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoveDueDateDialog_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoveDueDateDialog_request",
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
      "name": "due_date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "send_on",
      "storageKey": null
    }
  ],
  "type": "portfolio_kpi_request",
  "abstractKey": null
};

(node as any).hash = "b03a95991101f901a012b3ef623cb890";

export default node;
