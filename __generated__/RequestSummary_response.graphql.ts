/**
 * @generated SignedSource<<2bfe32649515ce4adec83e73c53fd625>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestSummary_response$data = {
  readonly company: {
    readonly name: string;
  };
  readonly request: {
    readonly due_date: string;
    readonly message: string;
    readonly period_end: string;
    readonly period_start: string;
    readonly title: string;
  };
  readonly status: string;
  readonly " $fragmentType": "RequestSummary_response";
};
export type RequestSummary_response$key = {
  readonly " $data"?: RequestSummary_response$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestSummary_response">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestSummary_response",
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
      "alias": null,
      "args": null,
      "concreteType": "portfolio_kpi_request",
      "kind": "LinkedField",
      "name": "request",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
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
          "name": "due_date",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "portfolio_kpi_response",
  "abstractKey": null
};

(node as any).hash = "b276ceb60abd61311d046c40e3c29d63";

export default node;
