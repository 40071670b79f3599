/**
 * @generated SignedSource<<c1178c4bcac5ef987203c8eff6fa036b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResponseHistory_response$data = {
  readonly events: ReadonlyArray<{
    readonly actor: {
      readonly displayName: string;
    } | null | undefined;
    readonly comment: string;
    readonly created_at: string;
    readonly id: string;
    readonly kind: string;
  }>;
  readonly " $fragmentType": "ResponseHistory_response";
};
export type ResponseHistory_response$key = {
  readonly " $data"?: ResponseHistory_response$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResponseHistory_response">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResponseHistory_response",
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
            },
            {
              "id": "asc"
            }
          ]
        }
      ],
      "concreteType": "portfolio_kpi_response_event",
      "kind": "LinkedField",
      "name": "events",
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "created_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "users",
          "kind": "LinkedField",
          "name": "actor",
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
        }
      ],
      "storageKey": "events(order_by:[{\"created_at\":\"asc\"},{\"id\":\"asc\"}])"
    }
  ],
  "type": "portfolio_kpi_response",
  "abstractKey": null
};

(node as any).hash = "b17753caa5aa7d428ccc93bdb3ae9aa0";

export default node;
