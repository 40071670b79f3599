/**
 * @generated SignedSource<<4538177e9cf5cfd65db7bc9ef252426f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Attachments_response$data = {
  readonly files: ReadonlyArray<{
    readonly file: {
      readonly name: string | null | undefined;
    };
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "files(order_by:{\"created_at\":\"asc\"})"
    }
  ],
  "type": "portfolio_kpi_response",
  "abstractKey": null
};

(node as any).hash = "3fccaca6b04692f3769bbcb561513bf6";

export default node;
