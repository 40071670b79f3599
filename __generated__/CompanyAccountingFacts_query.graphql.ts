/**
 * @generated SignedSource<<d8c059480e495dabc1cb89378cb821fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyAccountingFacts_query$data = {
  readonly company: {
    readonly client: {
      readonly accounts_aggregate: {
        readonly aggregate: {
          readonly count: number;
        } | null | undefined;
      };
      readonly id: string;
      readonly last_data_imported_at: string | null | undefined;
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly entries: {
    readonly aggregate: {
      readonly count: number;
      readonly max: {
        readonly month: string | null | undefined;
      } | null | undefined;
      readonly min: {
        readonly month: string | null | undefined;
      } | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentType": "CompanyAccountingFacts_query";
};
export type CompanyAccountingFacts_query$key = {
  readonly " $data"?: CompanyAccountingFacts_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyAccountingFacts_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "month",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "companyId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyAccountingFacts_query",
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
              "name": "last_data_imported_at",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "accounting_account_aggregate",
              "kind": "LinkedField",
              "name": "accounts_aggregate",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "accounting_account_aggregate_fields",
                  "kind": "LinkedField",
                  "name": "aggregate",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/)
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
      "storageKey": null
    },
    {
      "alias": "entries",
      "args": [
        {
          "fields": [
            {
              "fields": [
                {
                  "fields": [
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
                        }
                      ],
                      "kind": "ObjectValue",
                      "name": "companies"
                    }
                  ],
                  "kind": "ObjectValue",
                  "name": "client"
                }
              ],
              "kind": "ObjectValue",
              "name": "account"
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "accounting_entry_aggregate",
      "kind": "LinkedField",
      "name": "accounting_entry_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "accounting_entry_aggregate_fields",
          "kind": "LinkedField",
          "name": "aggregate",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "accounting_entry_min_fields",
              "kind": "LinkedField",
              "name": "min",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "accounting_entry_max_fields",
              "kind": "LinkedField",
              "name": "max",
              "plural": false,
              "selections": (v1/*:: as any*/),
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

(node as any).hash = "5440b21215b20fed3e58f7338ccbc59c";

export default node;
