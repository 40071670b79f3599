/**
 * @generated SignedSource<<429743d8546f8ad7bb0de63d005e51eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyAllocationChart_query$data = {
  readonly companyAllocation: ReadonlyArray<{
    readonly company: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly company_id: string | null | undefined;
    readonly current_value: string | null | undefined;
  }>;
  readonly " $fragmentType": "CompanyAllocationChart_query";
};
export type CompanyAllocationChart_query$key = {
  readonly " $data"?: CompanyAllocationChart_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyAllocationChart_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "currency"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "organizationId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyAllocationChart_query",
  "selections": [
    {
      "alias": "companyAllocation",
      "args": [
        {
          "kind": "Literal",
          "name": "limit",
          "value": 8
        },
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "current_value": "desc"
            },
            {
              "company_id": "asc"
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
                  "variableName": "currency"
                }
              ],
              "kind": "ObjectValue",
              "name": "currency"
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
            },
            {
              "kind": "Literal",
              "name": "valued",
              "value": {
                "_gt": 0
              }
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_company_performance",
      "kind": "LinkedField",
      "name": "portfolio_company_performance",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "company_id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current_value",
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
              "name": "id",
              "storageKey": null
            },
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
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "098aa02e30477567c0d5d2ad69304093";

export default node;
