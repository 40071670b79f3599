/**
 * @generated SignedSource<<7a201fda3a3b21a92e6725f09d064783>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResponseFiles_response$data = {
  readonly files: ReadonlyArray<{
    readonly file: {
      readonly name: string | null | undefined;
      readonly size: number | null | undefined;
    };
    readonly file_id: string;
    readonly id: string;
  }>;
  readonly " $fragmentType": "ResponseFiles_response";
};
export type ResponseFiles_response$key = {
  readonly " $data"?: ResponseFiles_response$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResponseFiles_response">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResponseFiles_response",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "created_at": "asc"
            }
          ]
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
          "concreteType": "files",
          "kind": "LinkedField",
          "name": "file",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "size",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "files(order_by:[{\"created_at\":\"asc\"}])"
    }
  ],
  "type": "portfolio_kpi_response",
  "abstractKey": null
};

(node as any).hash = "7a091fb1ab9f82b4be37f5a0a1e1b0af";

export default node;
