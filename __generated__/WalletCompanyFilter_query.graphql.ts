/**
 * @generated SignedSource<<79dee54bffc5793ecbb885738ff20222>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WalletCompanyFilter_query$data = {
  readonly filterCompany: ReadonlyArray<{
    readonly document: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "WalletCompanyFilter_query";
};
export type WalletCompanyFilter_query$key = {
  readonly " $data"?: WalletCompanyFilter_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletCompanyFilter_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "companyId"
    },
    {
      "kind": "RootArgument",
      "name": "organizationId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletCompanyFilter_query",
  "selections": [
    {
      "alias": "filterCompany",
      "args": [
        {
          "kind": "Literal",
          "name": "limit",
          "value": 1
        },
        {
          "fields": [
            {
              "fields": [
                {
                  "kind": "Variable",
                  "name": "_eq",
                  "variableName": "companyId"
                }
              ],
              "kind": "ObjectValue",
              "name": "id"
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
      "concreteType": "portfolio_company",
      "kind": "LinkedField",
      "name": "portfolio_company",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "document",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "9d3aac54d7d3666c495d59523234304c";

export default node;
