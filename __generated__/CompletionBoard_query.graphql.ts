/**
 * @generated SignedSource<<0e9b7e3ee9910d9afa070a807ff088ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompletionBoard_query$data = {
  readonly boardRequests: ReadonlyArray<{
    readonly due_date: string;
    readonly id: string;
    readonly responses: ReadonlyArray<{
      readonly company: {
        readonly id: string;
        readonly name: string;
      };
      readonly id: string;
      readonly status: string;
    }>;
    readonly title: string;
  }>;
  readonly " $fragmentType": "CompletionBoard_query";
};
export type CompletionBoard_query$key = {
  readonly " $data"?: CompletionBoard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompletionBoard_query">;
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
  "name": "CompletionBoard_query",
  "selections": [
    {
      "alias": "boardRequests",
      "args": [
        {
          "kind": "Literal",
          "name": "limit",
          "value": 12
        },
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
              "kind": "Literal",
              "name": "cancelled_at",
              "value": {
                "_is_null": true
              }
            },
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
          "name": "due_date",
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
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "portfolio_company",
              "kind": "LinkedField",
              "name": "company",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
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

(node as any).hash = "995c509215b8979c29701b3b34a324eb";

export default node;
