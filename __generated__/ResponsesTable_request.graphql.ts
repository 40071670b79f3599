/**
 * @generated SignedSource<<bc71ba59df5edd08b4eb96ad58e828f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResponsesTable_request$data = {
  readonly cancelled_at: string | null | undefined;
  readonly due_date: string;
  readonly responses: ReadonlyArray<{
    readonly approved_at: string | null | undefined;
    readonly company: {
      readonly name: string;
    };
    readonly id: string;
    readonly last_reminder_at: string | null | undefined;
    readonly mailed_at: string | null | undefined;
    readonly opened_at: string | null | undefined;
    readonly reminders_sent: number;
    readonly returned_at: string | null | undefined;
    readonly status: string;
    readonly submitted_at: string | null | undefined;
  }>;
  readonly " $fragmentType": "ResponsesTable_request";
};
export type ResponsesTable_request$key = {
  readonly " $data"?: ResponsesTable_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResponsesTable_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResponsesTable_request",
  "selections": [
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
      "name": "cancelled_at",
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
              "company": {
                "name_sort": "asc"
              }
            },
            {
              "company_id": "asc"
            }
          ]
        }
      ],
      "concreteType": "portfolio_kpi_response",
      "kind": "LinkedField",
      "name": "responses",
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mailed_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opened_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submitted_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approved_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "returned_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reminders_sent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last_reminder_at",
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
        }
      ],
      "storageKey": "responses(order_by:[{\"company\":{\"name_sort\":\"asc\"}},{\"company_id\":\"asc\"}])"
    }
  ],
  "type": "portfolio_kpi_request",
  "abstractKey": null
};

(node as any).hash = "27657b84c9b0b6c865adc4aafde45cd0";

export default node;
