/**
 * @generated SignedSource<<1dd38c5b64ac0ad92a0f4a6b30066176>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyAccountingTab_query$data = {
  readonly company: {
    readonly client: {
      readonly id: string;
    } | null | undefined;
    readonly organization: {
      readonly plan: {
        readonly configuration: unknown;
      } | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyAccountingFacts_query">;
  readonly " $fragmentType": "CompanyAccountingTab_query";
};
export type CompanyAccountingTab_query$key = {
  readonly " $data"?: CompanyAccountingTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyAccountingTab_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "companyId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyAccountingTab_query",
  "selections": [
    {
      "alias": "company",
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "companyId"
        }
      ],
      "concreteType": "portfolio_company",
      "kind": "LinkedField",
      "name": "portfolio_company_by_pk",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_organization",
          "kind": "LinkedField",
          "name": "organization",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "portfolio_plan",
              "kind": "LinkedField",
              "name": "plan",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "configuration",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_client",
          "kind": "LinkedField",
          "name": "client",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyAccountingFacts_query"
    }
  ],
  "type": "query_root",
  "abstractKey": null
};

(node as any).hash = "c7f8f9702f3497167626881ee558cb3b";

export default node;
