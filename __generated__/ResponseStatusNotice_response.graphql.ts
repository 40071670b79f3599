/**
 * @generated SignedSource<<bb30acbe899af83ee37a03f5462f5d6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResponseStatusNotice_response$data = {
  readonly return_comment: string;
  readonly status: string;
  readonly submitted_at: string | null | undefined;
  readonly " $fragmentType": "ResponseStatusNotice_response";
};
export type ResponseStatusNotice_response$key = {
  readonly " $data"?: ResponseStatusNotice_response$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResponseStatusNotice_response">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResponseStatusNotice_response",
  "selections": [
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
      "kind": "ScalarField",
      "name": "submitted_at",
      "storageKey": null
    }
  ],
  "type": "portfolio_kpi_response",
  "abstractKey": null
};

(node as any).hash = "f47f0844bbfe7f9bb571c74cc64b7482";

export default node;
