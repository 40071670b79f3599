/**
 * @generated SignedSource<<06e051760417dadb776a9b10d22ad2b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Attachments_response$data = {
  readonly files: ReadonlyArray<{
    readonly created_at: string;
    readonly file_id: string;
    readonly id: string;
  }>;
  readonly " $fragmentType": "Attachments_response";
};
export type Attachments_response$key = {
  readonly " $data"?: Attachments_response$data;
  readonly " $fragmentSpreads": FragmentRefs<"Attachments_response">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Attachments_response",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": {
            "created_at": "asc"
          }
        }
      ],
      "concreteType": "portfolio_kpi_response_file",
      "kind": "LinkedField",
      "name": "files",
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
          "name": "file_id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "created_at",
          "storageKey": null
        }
      ],
      "storageKey": "files(order_by:{\"created_at\":\"asc\"})"
    }
  ],
  "type": "portfolio_kpi_response",
  "abstractKey": null
};

(node as any).hash = "a25bdace33188897f449ff9c682c90d8";

export default node;
