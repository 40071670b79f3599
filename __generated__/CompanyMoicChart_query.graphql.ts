/**
 * @generated SignedSource<<e98209a1de2108d18e997a7a3928f385>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyMoicChart_query$data = {
  readonly companyMoic: ReadonlyArray<{
    readonly company: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly company_id: string | null | undefined;
    readonly currency: string | null | undefined;
    readonly current_value: string | null | undefined;
    readonly invested: string | null | undefined;
    readonly investments: number | null | undefined;
    readonly mismatched: number | null | undefined;
    readonly unvalued: number | null | undefined;
    readonly valued: number | null | undefined;
  }>;
  readonly " $fragmentType": "CompanyMoicChart_query";
};
export type CompanyMoicChart_query$key = {
  readonly " $data"?: CompanyMoicChart_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyMoicChart_query">;
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
  "name": "CompanyMoicChart_query",
  "selections": [
    {
      "alias": "companyMoic",
      "args": [
        {
          "kind": "Literal",
          "name": "limit",
          "value": 10
        },
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "invested": "desc"
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
              "kind": "Literal",
              "name": "investments",
              "value": {
                "_gt": 0
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
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invested",
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
          "kind": "ScalarField",
          "name": "investments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "valued",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unvalued",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mismatched",
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

(node as any).hash = "d7dd61dbead3a8bb1d4e1f5ec373a51c";

export default node;
