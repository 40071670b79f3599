/**
 * @generated SignedSource<<53f811f71e5514854784dfc41563456d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestsTable_query$data = {
  readonly requests: ReadonlyArray<{
    readonly cancelled_at: string | null | undefined;
    readonly due_date: string;
    readonly id: string;
    readonly period_end: string;
    readonly period_start: string;
    readonly recurrence: string;
    readonly responses: ReadonlyArray<{
      readonly id: string;
      readonly status: string;
    }>;
    readonly send_on: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "RequestsTable_query";
};
export type RequestsTable_query$key = {
  readonly " $data"?: RequestsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestsTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "organizationId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestsTable_query",
  "selections": [
    {
      "alias": "requests",
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "due_date": "desc"
            },
            {
              "created_at": "desc"
            }
          ]
        },
        {
          "fields": [
            {
              "fields": [
                {
                  "kind": "Variable",
                  "name": "_eq",
                  "variableName": "organizationId"
                }
              ],
              "kind": "ObjectValue",
              "name": "organization_id"
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_kpi_request",
      "kind": "LinkedField",
      "name": "portfolio_kpi_request",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "cancelled_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_kpi_response",
          "kind": "LinkedField",
          "name": "responses",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "3c295314fdfe93934b4bae0a46bc12cd";

export default node;
