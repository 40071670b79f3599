/**
 * @generated SignedSource<<52f92688f0756238a300bba1c6d832a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestFacts_request$data = {
  readonly cancelled_at: string | null | undefined;
  readonly created_at: string;
  readonly creator: {
    readonly displayName: string;
  } | null | undefined;
  readonly due_date: string;
  readonly message: string;
  readonly metrics: ReadonlyArray<{
    readonly kind: string;
    readonly metric: {
      readonly en_name: string;
      readonly pt_br_name: string;
    };
  }>;
  readonly period_end: string;
  readonly period_start: string;
  readonly recurrence: string;
  readonly reminder_days: unknown;
  readonly send_on: string;
  readonly " $fragmentType": "RequestFacts_request";
};
export type RequestFacts_request$key = {
  readonly " $data"?: RequestFacts_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestFacts_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestFacts_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period_start",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period_end",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "send_on",
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
      "name": "recurrence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reminder_days",
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
      "kind": "ScalarField",
      "name": "cancelled_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "users",
      "kind": "LinkedField",
      "name": "creator",
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
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "position": "asc"
            },
            {
              "kind": "asc"
            }
          ]
        }
      ],
      "concreteType": "portfolio_kpi_request_metric",
      "kind": "LinkedField",
      "name": "metrics",
      "plural": true,
      "selections": [
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
          "concreteType": "accounting_indicator_kind",
          "kind": "LinkedField",
          "name": "metric",
          "plural": false,
          "selections": [
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
      "storageKey": "metrics(order_by:[{\"position\":\"asc\"},{\"kind\":\"asc\"}])"
    }
  ],
  "type": "portfolio_kpi_request",
  "abstractKey": null
};

(node as any).hash = "c97acdf060f1312e5fbf175a32b7af29";

export default node;
